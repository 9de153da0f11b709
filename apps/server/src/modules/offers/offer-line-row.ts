import type { LineFigures } from '@pitstop/contracts/common/line-figures';

/**
 * An offer's line as `offer_line_items` stores it (hours in whole hundredths, like money in cents): one mapping
 * for autoquote offers and hand bids alike.
 */
export const offerLineRow = (offerId: string, position: number, { laborHours, ...line }: LineFigures & { serviceId: string }) => ({
  offerId,
  position,
  serviceId: line.serviceId,
  laborCentihours: Math.round(laborHours * 100),
  laborRateCents: line.laborRateCents,
  laborCents: line.laborCents,
  partsCents: line.partsCents,
  feesCents: line.feesCents,
  taxCents: line.taxCents,
  totalCents: line.totalCents,
});
