/**
 * What a booking holds (or will hold) on the card: its approved total less the member discount and the rewards
 * spent on it (docs/product/booking-and-payments.md). Over the appointment's own columns.
 */
export const amountDue = (row: { approvedTotalCents: number; discountCents: number; rewardsCents: number }) =>
  row.approvedTotalCents - row.discountCents - row.rewardsCents;
