import { z } from 'zod';
import { snakeKeys } from './accounts.ts';
import { jsonApiDocument, jsonApiListDocument } from './common/jsonapi.ts';
import { defineRoutes } from './common/routes.ts';
import { dayField, text } from './common/fields.ts';
import { AppointmentStatus, PaymentState, SlotTime } from './common/appointment-vocabulary.ts';

import { Address, AddressInput, CardBrand } from './payments.ts';
import { EntityId, ServiceRequestDocument, ServiceRequestParams } from './service-requests.ts';
import { ShopAppointmentParams, ShopBooking, ShopBookingTimes, ShopBookingsResponse, ShopCompletionInput, ShopDayQuery, ShopLocationParams, ShopProposalInput } from './shops.ts';
import { REWARDS_EARNED_BPS, REWARDS_EARNED_CAP_CENTS } from './product-figures.ts';
// The figures live in a zod-free module (the public pages read them there); re-exported for everyone else.
export { HOLD_DAYS_BEFORE, HOLD_NOW_MAX_DAYS, REWARDS_EARNED_BPS, REWARDS_EARNED_CAP_CENTS } from './product-figures.ts';

export * from './common/appointment-vocabulary.ts';

/**
 * Appointment slots, bookings and appointments of service requests, from booking to completion
 * (docs/product/booking-and-payments.md).
 * Times: instants are ISO-8601 UTC on the wire; every slot also carries its day and time in the shop's own
 * time zone with the zone's abbreviation (CST, PDT), which is what pages show.
 */
export const appointmentMessages = {
  slotTaken: 'That time was just taken. Please choose another.',
  slotUnavailable: 'That time is not available. Please choose one of the times shown.',
  slotArgInvalid: 'Choose a day as YYYY-MM-DD, or "first" for the first days with free times.',
  timeRequired: 'Choose an appointment time.',
  cardRequired: 'Choose a card to pay with.',
  rewardsTooHigh: 'You cannot apply more rewards than you have.',
  rewardsAboveMax: 'That is more rewards than this estimate allows.',
  offerNotOpen: 'This estimate can no longer be booked.',
  offerChanged: 'The shop changed this estimate since you opened it. Please check the new price before you book.',
  offerExpired: 'This estimate has expired and can no longer be booked. Please choose another estimate.',
  offerVersionRequired: 'Reload the estimate and book again.',
  appointmentStarted: 'This appointment has started. The shop will complete it or mark it as a no-show.',
  appointmentNotFound: 'Appointment not found.',
  notBooked: 'This request has no booking to change.',
  reasonRequired: 'Tell us why you are changing your mind.',
  finalAboveApproved: 'The final amount cannot be more than the total the customer approved.',
  notStarted: 'A job can be marked completed once its appointment has begun.',
  npsNotFound: 'This satisfaction link is not valid.',
  npsAnswered: 'You have already rated this service. Thank you!',
  npsScoreRequired: 'Choose a score from 0 to 10.',
  npsCommentTooLong: 'Keep your comment under 1000 characters.',
  /** Another booking attempt of the same request (another key) is in flight: 409 at once, nothing held (ADR 045). */
  bookingInProgress: 'This request is already being booked. Wait a moment, then look at the request again.',
  /** An Idempotency-Key already used for a booking with other details (time, offer, card or rewards). */
  attemptKeyReused: 'This booking was already sent with other details. Book again to send these.',
  /** An attempt that did not finish within ATTEMPT_DEAD_AFTER_SECONDS was stopped, its hold and time given back. */
  attemptExpired: 'This booking took too long and was stopped; nothing is held on your card. Please book again.',
  /** A booking that failed for a reason of ours (not the customer's): nothing is held, the time is free again. */
  bookingFailed: 'Something went wrong while booking; nothing is held on your card. Please try again.',
  attemptKeyInvalid: 'The Idempotency-Key must be 16 to 128 letters, digits, hyphens or underscores.',
} as const;

/** Slots start on this grid, in minutes, in the shop's zone. */
export const SLOT_MINUTES = 30;
/** No slot starts sooner than this after now. */
export const BOOKING_LEAD_MINUTES = 120;
/** How far ahead proposals go. */
export const BOOKING_HORIZON_DAYS = 60;
export const rewardsEarnedCents = (paidByCardCents: number): number =>
  Math.min(REWARDS_EARNED_CAP_CENTS, Math.floor((Math.max(0, paidByCardCents) * REWARDS_EARNED_BPS) / 10_000));

// ─── Proposals (GET /v3/users/service_requests/{id}/appointment_proposals/{slotArg}) ───────────────────
/**
 * `slotArg`: a day in the shop's zone (YYYY-MM-DD) — proposals for the 7 days from it — or `first`, the 7 days
 * from the first day with a free time.
 */
export const SlotArg = dayField(appointmentMessages.slotArgInvalid, { keyword: 'first' });
export const ProposalsParams = ServiceRequestParams.extend({ slotArg: SlotArg });

export const AppointmentSlot = z.object({
  /** Opaque to clients: names the location, start and length; sent back to book or reschedule. */
  slotKey: z.string(),
  ...SlotTime.shape,
});
export type AppointmentSlot = z.infer<typeof AppointmentSlot>;
export const AppointmentSlotListDocument = jsonApiListDocument(
  'appointment_proposals',
  snakeKeys(AppointmentSlot.omit({ slotKey: true })),
).extend({
  // snake_case on the wire like every main-API key (the client camelCases it).
  meta: snakeKeys(z.object({
    count: z.number().int().nonnegative(),
    timeZone: z.string(),
    timeZoneAbbreviation: z.string(),
    /** The job's length on the shop's calendar. */
    jobMinutes: z.number().int().positive(),
    /** The first and last day covered (shop's zone); `nextDay` for the following page, null at the horizon. */
    fromDay: z.string(),
    toDay: z.string(),
    nextDay: z.string().nullable(),
  })),
});

// ─── Appointments ──────────────────────────────────────────────────────────────────────────────────────
export const AppointmentPayment = z.object({
  state: PaymentState,
  /** What is (or will be) held: the approved total less member discount and rewards. */
  amountCents: z.number().int().nonnegative(),
  /** When a scheduled hold is placed (ISO), else null. */
  holdOn: z.string().nullable(),
  capturedCents: z.number().int().nonnegative().nullable(),
  cardId: z.string(),
  cardBrand: CardBrand,
  cardLast4: z.string(),
  /** The gateway's words when the hold failed. */
  failureMessage: z.string().nullable(),
});
export type AppointmentPayment = z.infer<typeof AppointmentPayment>;

/**
 * The money of a booking as it is (ADR 039): one view the booking page, the receipt page and the Service
 * Completed email all read. `estimate` lines are the booked offer's; `extra` lines are work the shop found, each
 * proposed, approved or declined by the customer. Only approved lines count: approvedTotalCents = the estimate's
 * total + the approved extra lines; declined lines never add. `heldCents` is what is held on the card now (the
 * booking's hold and each approved line's own hold), `toHoldCents` what a hold still to come will take;
 * `chargedCents` what was captured at completion (never more than approved less discount and rewards).
 */
export const BookingMoneyLine = z.object({
  name: z.string(),
  totalCents: z.number().int().nonnegative(),
  kind: z.enum(['estimate', 'extra']),
  status: z.enum(['approved', 'proposed', 'declined']),
});
export type BookingMoneyLine = z.infer<typeof BookingMoneyLine>;
export const BookingMoney = z.object({
  lines: z.array(BookingMoneyLine),
  estimateTotalCents: z.number().int().nonnegative(),
  approvedExtraCents: z.number().int().nonnegative(),
  approvedTotalCents: z.number().int().nonnegative(),
  discountCents: z.number().int().nonnegative(),
  rewardsCents: z.number().int().nonnegative(),
  heldCents: z.number().int().nonnegative(),
  toHoldCents: z.number().int().nonnegative(),
  chargedCents: z.number().int().nonnegative().nullable(),
  card: z.object({ brand: CardBrand, last4: z.string() }).nullable(),
});
export type BookingMoney = z.infer<typeof BookingMoney>;
/**
 * What a line of the money is, in the words the pages and the receipt email use (null: a line of the estimate). On
 * a receipt (`settled`) a line never answered was not done and is not charged.
 */
export function moneyLineStatus(line: Pick<BookingMoneyLine, 'kind' | 'status'>, { settled = false } = {}): string | null {
  if (line.kind === 'estimate') return null;
  if (line.status === 'approved') return 'Extra work, approved';
  if (line.status === 'declined') return 'Declined, not charged';
  return settled ? 'Not approved, not charged' : 'Extra work, waiting for your answer';
}

export const Appointment = z.object({
  id: z.string(),
  serviceRequestId: z.string(),
  offerId: z.string(),
  locationId: z.string(),
  status: AppointmentStatus,
  /** Who chose this time: the customer, or the shop proposing another. */
  proposedBy: z.enum(['customer', 'shop']),
  slot: AppointmentSlot.omit({ slotKey: true }),
  /** The offer's total as approved by the customer (grows only with extra lines they approve). */
  approvedTotalCents: z.number().int().nonnegative(),
  rewardsCents: z.number().int().nonnegative(),
  discountCents: z.number().int().nonnegative(),
  payment: AppointmentPayment.nullable(),
  money: BookingMoney,
  serviceAddress: Address.nullable(),
  /** The calendar event's UID (kept across reschedules); GET the .ics at `calendarUrl`. */
  calendarUid: z.string(),
  calendarUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Appointment = z.infer<typeof Appointment>;
const AppointmentAttributes = snakeKeys(Appointment.omit({ id: true }));
export const AppointmentDocument = jsonApiDocument('appointments', AppointmentAttributes);
export const AppointmentListDocument = jsonApiListDocument('appointments', AppointmentAttributes);

// ─── Bodies ────────────────────────────────────────────────────────────────────────────────────────────
/** PUT /v3/users/service_requests/{id}/appointments: move the booking to a slot, or the first free one. */
export const AppointmentSchedule = z
  .object({
    srId: EntityId.optional(),
    slotKey: text().trim().min(1).max(200).nullish().transform((value) => value || null),
    autoschedule: z.boolean().default(false),
  })
  .refine((body) => body.autoschedule || body.slotKey !== null, {
    message: appointmentMessages.timeRequired,
    path: ['slotKey'],
  })
  // The refinement as the API document writes it (ADR 049): a slot key, or autoschedule true.
  .meta({ anyOf: [{ required: ['slotKey'], properties: { slotKey: { type: 'string', pattern: '\\S' } } }, { required: ['autoschedule'], properties: { autoschedule: { const: true } } }] });
export type AppointmentSchedule = z.input<typeof AppointmentSchedule>;

/** POST /v3/users/service_requests/appointments/: accept a time the shop proposed. */
export const AppointmentAccept = z.object({ appointmentId: EntityId });
export type AppointmentAccept = z.input<typeof AppointmentAccept>;
/** DELETE …/appointments?appointment_id=: reject that proposal; without it, cancel the booking. */
export const AppointmentDeleteQuery = z.object({ appointmentId: EntityId.optional() });

/**
 * PUT /v3/service_requests/{srId}/offers/{id} (spec names): book the offer. `rewards` is cents (the spec's
 * "max rewards × 100"), at most the offer's max and the balance; `appointmentTime` is one proposal's
 * `startsAt`. One transaction takes the slot, accepts the offer, books the request and records the hold.
 */
export const OfferBooking = z.object({
  srId: EntityId.optional(),
  id: EntityId.optional(),
  creditCardId: text({ required: appointmentMessages.cardRequired }).trim().min(1, { message: appointmentMessages.cardRequired }).max(64),
  rewards: z.number().int().min(0).default(0),
  serviceAddress: AddressInput.nullish().transform((value) => value ?? null),
  appointmentTime: text({ required: appointmentMessages.timeRequired }).trim().min(1, { message: appointmentMessages.timeRequired }).max(64),
  /**
   * The offer's `version` the customer was shown (ADR 044): the booking is refused with 409 offer_changed when the
   * shop changed the offer since, so the amount held is never one the customer did not see.
   */
  offerVersion: z
    .number({ error: appointmentMessages.offerVersionRequired })
    .int({ message: appointmentMessages.offerVersionRequired })
    .positive({ message: appointmentMessages.offerVersionRequired })
    .describe("The offer's `version` the customer was shown; a changed offer is refused with 409 offer_changed (its new version and total in the error's meta)."),
});
export type OfferBooking = z.input<typeof OfferBooking>;
/**
 * The booking's request headers (ADR 045): `Idempotency-Key`, one per booking attempt (the booking form makes a
 * UUID when the person books and sends it again with a retry of that attempt). Other headers pass untouched.
 */
export const BookingAttemptHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, { message: appointmentMessages.attemptKeyInvalid })
    .optional()
    .describe(
      'One key per booking attempt (a UUID): a retry of the attempt with the same key, on any server, resumes it or answers its first result, ' +
        'with one bay and at most one card hold; another booking is a new attempt with a new key. Without it, the call is an attempt of its own.',
    ),
});

/** PUT /v3/service_requests/{id}/offers/{offerId}/unaccept: back to the offers; slot and hold released. */
export const OfferUnaccept = z.object({
  reasonUnaccepted: text({ multiline: true, required: appointmentMessages.reasonRequired })
    .trim()
    .min(1, { message: appointmentMessages.reasonRequired })
    .max(1000),
});
export type OfferUnaccept = z.input<typeof OfferUnaccept>;
/** `{id}` the request, `{offerId}` the offer (one name per path position across the API). */
export const OfferParams = z.object({ id: EntityId, offerId: EntityId });

/** GET /v3/appointments/{calendarUid}/calendar.ics?token=: the booking's event as it is now (ADR 031). */
export const CalendarParams = z.object({ calendarUid: text().trim().min(1).max(200) });
export const CalendarQuery = z.object({ token: text().trim().min(1).max(100) });


export const bookingsRoutes = defineRoutes('bookings', {
  getAppointmentCalendar: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/appointments/:calendarUid/calendar.ics',
    summary: "A booking's calendar event (.ics), as the booking is now",
    description:
      'The same UID for the booking\'s life, SEQUENCE raised by each change, METHOD:CANCEL once cancelled. Signed by `token` (the link in documents and emails) so a calendar or an email works without signing in.',
    params: CalendarParams,
    query: CalendarQuery,
    stream: 'text/calendar',
    errors: ['not_found'],
  },
  listAppointmentProposals: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/service_requests/:id/appointment_proposals/:slotArg',
    summary: "Free times at the shop of the request's chosen (or accepted) offer, in the shop's zone",
    description:
      'Query `offer_id` names the offer being booked while the request is open; a booked request proposes times for its accepted offer (reschedule).',
    auth: 'user',
    params: ProposalsParams,
    query: z.object({ offerId: EntityId.optional() }),
    reply: AppointmentSlotListDocument,
    errors: ['not_found', 'request_closed'],
  },
  bookOffer: {
    namespace: 'main',
    method: 'PUT',
    path: '/v3/service_requests/:id/offers/:offerId',
    summary: 'Book an offer: a time, a card, rewards and the service address',
    description:
      'The spec writes this path /v3/service_requests/{srId}/offers/{id}; the body repeats both ids (optional). ' +
      '`appointment_time` is the `starts_at` of a proposal of GET /v3/users/service_requests/{id}/appointment_proposals/{slotArg}; ' +
      "`rewards` is in cents (the offer's `max_rewards` is dollars); `offer_version` is the offer's `version` the customer was shown: " +
      'a changed offer is 409 offer_changed with its new version and total (cents) in meta. The card is held for the total (cents) when ' +
      'the time is within five days, else closer to it. Idempotent per booking attempt: send an Idempotency-Key (a UUID made when the ' +
      'person books); a retry with it, on any server, resumes the attempt or answers its first result, with one card hold. Another ' +
      'booking of the request while one is in flight is 409 booking_in_progress. (ADR 031, 044, 045.)',
    auth: 'user',
    params: OfferParams,
    headers: BookingAttemptHeaders,
    body: OfferBooking,
    reply: ServiceRequestDocument,
    errors: ['not_found', 'request_closed', 'offer_changed', 'offer_expired', 'slot_taken', 'card_declined', 'validation_failed', 'account_unconfirmed', 'booking_limit', 'booking_in_progress', 'booking_attempt_expired', 'idempotency_key_reused'],
  },
  unacceptOffer: {
    namespace: 'main',
    method: 'PUT',
    path: '/v3/service_requests/:id/offers/:offerId/unaccept',
    summary: 'Return from a booking to the offers: the slot and the card hold are released',
    auth: 'user',
    params: OfferParams,
    body: OfferUnaccept,
    reply: ServiceRequestDocument,
    errors: ['not_found', 'request_closed', 'appointment_started'],
  },
  scheduleAppointment: {
    namespace: 'main',
    method: 'PUT',
    path: '/v3/users/service_requests/:id/appointments',
    summary: 'Reschedule a booked request to another free time (or the first free one)',
    auth: 'user',
    params: ServiceRequestParams,
    body: AppointmentSchedule,
    reply: AppointmentDocument,
    errors: ['not_found', 'request_closed', 'appointment_started', 'slot_taken', 'validation_failed'],
  },
  listAppointments: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/service_requests/:id/appointments',
    summary: "The request's appointment and any time the shop proposed",
    auth: 'user',
    params: ServiceRequestParams,
    reply: AppointmentListDocument,
    errors: ['not_found'],
  },
  deleteAppointment: {
    namespace: 'main',
    method: 'DELETE',
    path: '/v3/users/service_requests/:id/appointments',
    summary: "Reject the shop's proposed time (appointment_id), or cancel the booking",
    auth: 'user',
    params: ServiceRequestParams,
    query: AppointmentDeleteQuery,
    reply: ServiceRequestDocument,
    errors: ['not_found', 'request_closed', 'appointment_started'],
  },
  acceptAppointmentProposal: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/users/service_requests/appointments',
    summary: 'Accept a time the shop proposed',
    auth: 'user',
    body: AppointmentAccept,
    reply: AppointmentDocument,
    errors: ['not_found', 'slot_taken', 'request_closed', 'appointment_started'],
  },
  // The shop's side of its bookings (/api/shop/v1): staff of the location only.
  listShopBookings: {
    namespace: 'shop',
    method: 'GET',
    path: '/locations/:locationId/appointments',
    summary: "A day's bookings and proposed times at a location, by start",
    auth: 'location-staff',
    params: ShopLocationParams,
    query: ShopDayQuery,
    reply: ShopBookingsResponse,
    errors: ['not_found'],
  },
  listShopBookingTimes: {
    namespace: 'shop',
    method: 'GET',
    path: '/locations/:locationId/appointments/:appointmentId/proposals',
    summary: "The location's free times for a booking's job, a week from a day: what the shop may propose instead",
    auth: 'location-staff',
    params: ShopAppointmentParams,
    query: ShopDayQuery,
    reply: ShopBookingTimes,
    errors: ['not_found', 'request_closed'],
  },
  proposeShopAppointmentTime: {
    namespace: 'shop',
    method: 'POST',
    path: '/locations/:locationId/appointments/:appointmentId/proposals',
    summary: 'Propose another time for a booking: the time is held for the customer to accept or reject',
    auth: 'location-staff',
    params: ShopAppointmentParams,
    body: ShopProposalInput,
    reply: ShopBooking,
    status: 201,
    errors: ['not_found', 'slot_taken', 'request_closed', 'appointment_started'],
  },
  completeShopAppointment: {
    namespace: 'shop',
    method: 'POST',
    path: '/locations/:locationId/appointments/:appointmentId/completion',
    summary: 'Mark a booking completed with the final amount: the card is charged (never more than the approved total)',
    auth: 'location-staff',
    params: ShopAppointmentParams,
    body: ShopCompletionInput,
    reply: ShopBooking,
    errors: ['not_found', 'request_closed', 'card_declined'],
  },
  markShopAppointmentNoShow: {
    namespace: 'shop',
    method: 'POST',
    path: '/locations/:locationId/appointments/:appointmentId/no-show',
    summary: 'Mark that the customer did not come (once the time has begun): the booking ends and the card hold is released',
    description:
      'The request is open again with its offers; the customer is emailed. A no-show counts against the customer’s limits (ADR 046). Before the start: 409.',
    auth: 'location-staff',
    params: ShopAppointmentParams,
    reply: ShopBooking,
    errors: ['not_found', 'request_closed', 'conflict'],
  },
});
