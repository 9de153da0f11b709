import type { Address, AppointmentStatus, AppointmentType, CardBrand, ExtraLineStatus, ExtraPhotoType, PaymentState, StandaloneAppointmentStatus } from '@pitstop/contracts';
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { creditCards } from './payments.ts';
import { offers, serviceRequests } from './service-requests.ts';
import { shopLocations } from './shops.ts';
import { ownedVehicles } from './vehicles.ts';

/**
 * Appointments of service requests (docs/product/booking-and-payments.md, ADR 031): the customer's booking of an offer at a time, or a time
 * the shop proposed instead. Money is integer cents; the hold's state follows contracts' PAYMENT_STATES. The card
 * is the saved card (credit_cards) with its brand and last four copied at booking (what the pages show of it).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceRequestId: uuid('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => shopLocations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<AppointmentStatus>().notNull(),
    proposedBy: text('proposed_by').$type<'customer' | 'shop'>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    bay: integer('bay').notNull(),
    /** The location's zone when booked: what the slot's day, time and abbreviation are read in. */
    timeZone: text('time_zone').notNull(),
    jobMinutes: integer('job_minutes').notNull(),
    approvedTotalCents: integer('approved_total_cents').notNull(),
    rewardsCents: integer('rewards_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    /**
     * The shop's members' discount when a member booked, fixed then (ADR 059): approved extra work is discounted by
     * it too, whatever the membership or the shop's percent become. Null: booked without a member's discount.
     */
    memberDiscountPercent: integer('member_discount_percent'),
    cardId: uuid('card_id').references(() => creditCards.id, { onDelete: 'restrict' }),
    cardBrand: text('card_brand').$type<CardBrand>(),
    cardLast4: text('card_last4'),
    authorisationId: text('authorisation_id'),
    paymentState: text('payment_state').$type<PaymentState>(),
    /** When a scheduled hold is placed (start − HOLD_DAYS_BEFORE days). */
    holdOn: timestamp('hold_on', { withTimezone: true }),
    capturedCents: integer('captured_cents'),
    failureMessage: text('failure_message'),
    /**
     * Which hold of this appointment's life the next one is (ADR 045): its gateway key is
     * `appointment-hold:<id>:<hold_attempts>`, and the number grows whenever a hold of it is given back or refused,
     * so a key never names a hold already released.
     */
    holdAttempts: integer('hold_attempts').notNull().default(0),
    /** The due-holds job failed on this booking (not a refusal): when it tries again (backoff, ADR 045), and why. */
    holdRetryAt: timestamp('hold_retry_at', { withTimezone: true }),
    holdErrors: integer('hold_errors').notNull().default(0),
    holdError: text('hold_error'),
    serviceAddress: jsonb('service_address').$type<Address>(),
    /** The calendar event's UID, kept across reschedules; SEQUENCE grows with each change. */
    calendarUid: text('calendar_uid').notNull(),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** When the reminder 24 h before was sent (the reminders job claims a booking by setting it). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    reasonCancelled: text('reason_cancelled'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the shop marked the job done, by the marketplace's clock: a warranty runs from it (module car-care). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('appointments_service_request_id_idx').on(t.serviceRequestId, t.createdAt),
    index('appointments_location_id_starts_at_idx').on(t.locationId, t.startsAt),
    index('appointments_user_id_idx').on(t.userId),
    // The operations console's bookings by day.
    index('appointments_created_at_idx').on(t.createdAt),
    // One live booking per request: a second one can only come from a bug or a race, and the index refuses it.
    uniqueIndex('appointments_booked_per_request_key').on(t.serviceRequestId).where(sql`${t.status} = 'booked'`),
    // The due-holds job reads only the scheduled ones.
    index('appointments_hold_on_idx').on(t.holdOn).where(sql`${t.paymentState} = 'scheduled'`),
    check('appointments_status_check', sql`${t.status} in ('booked', 'proposed', 'rejected', 'cancelled', 'completed', 'no_show')`),
    check('appointments_proposed_by_check', sql`${t.proposedBy} in ('customer', 'shop')`),
    check(
      'appointments_payment_state_check',
      sql`${t.paymentState} is null or ${t.paymentState} in ('scheduled', 'authorised', 'captured', 'released', 'failed')`,
    ),
    check('appointments_times_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'appointments_amounts_check',
      sql`least(${t.approvedTotalCents}, ${t.rewardsCents}, ${t.discountCents}) >= 0 and ${t.rewardsCents} + ${t.discountCents} <= ${t.approvedTotalCents}`,
    ),
  ],
);

/**
 * One booking attempt of a request (ADR 045): the `Idempotency-Key` the booking form made for it (or one the server
 * made for a call without), what it books, its bay reservation and its life: `in_flight` from before the
 * reservation until it commits (`booked`) or fails (`failed`, with the answer given, which a retry of the same key
 * hears again). At most one attempt of a request is in flight (the partial unique index): a second booking of the
 * request with another key is 409 at once, before any reservation or hold. The card hold's key is
 * `booking-attempt:<id>`; an attempt in flight longer than the sweep's bound is dead and ended by the sweep.
 */
export const bookingAttempts = pgTable(
  'booking_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceRequestId: uuid('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    offerId: uuid('offer_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** As sent (checked later, after the reservation: an unknown or malformed id is then 404). */
    cardId: text('card_id').notNull(),
    rewardsCents: integer('rewards_cents').notNull(),
    state: text('state').$type<'in_flight' | 'booked' | 'failed'>().notNull(),
    /** The bay_slots.reservation of this attempt: every node resuming it reserves under the same one. */
    reservation: uuid('reservation').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    appointmentId: uuid('appointment_id'),
    /** The answer of a failed attempt (code, sentence, pointer): a retry of the same key hears it again. */
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    failurePointer: text('failure_pointer'),
  },
  (t) => [
    uniqueIndex('booking_attempts_user_key').on(t.userId, t.key),
    uniqueIndex('booking_attempts_in_flight_per_request_key').on(t.serviceRequestId).where(sql`${t.state} = 'in_flight'`),
    index('booking_attempts_in_flight_idx').on(t.startedAt).where(sql`${t.state} = 'in_flight'`),
    check('booking_attempts_state_check', sql`${t.state} in ('in_flight', 'booked', 'failed')`),
  ],
);

/**
 * Standalone appointments (docs/product/booking-and-payments.md): a visit booked at a location
 * directly — service, car wash or collision — with no request, offer or payment. Its bay cells are bay_slots rows
 * like a booking's (the same double-booking guard).
 */
export const standaloneAppointments = pgTable(
  'standalone_appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => shopLocations.id),
    ownedVehicleId: uuid('owned_vehicle_id').references(() => ownedVehicles.id, { onDelete: 'set null' }),
    appointmentType: text('appointment_type').$type<AppointmentType>().notNull(),
    status: text('status').$type<StandaloneAppointmentStatus>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    bay: integer('bay').notNull(),
    timeZone: text('time_zone').notNull(),
    jobMinutes: integer('job_minutes').notNull(),
    notes: text('notes'),
    phone: text('phone'),
    partner: text('partner'),
    calendarUid: text('calendar_uid').notNull(),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** When the reminder 24 h before was sent (the reminders job claims an appointment by setting it). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('standalone_appointments_user_id_starts_at_idx').on(t.userId, t.startsAt),
    // A car is booked at a place and time once: a double click or a retry finds the first booking (ADR 031).
    uniqueIndex('standalone_appointments_once_key')
      .on(t.userId, t.locationId, t.startsAt, t.ownedVehicleId)
      .where(sql`${t.status} = 'booked'`),
    index('standalone_appointments_location_id_starts_at_idx').on(t.locationId, t.startsAt),
    uniqueIndex('standalone_appointments_calendar_uid_key').on(t.calendarUid),
    check('standalone_appointments_status_check', sql`${t.status} in ('booked', 'cancelled', 'no_show')`),
    check('standalone_appointments_type_check', sql`${t.appointmentType} in ('service', 'car_wash', 'collision')`),
    check('standalone_appointments_times_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * One row per SLOT_MINUTES cell of a bay an appointment holds. The primary key is the double-booking guard: of
 * any number of concurrent bookings of the same cell of the same bay, on any number of nodes, one commits.
 * A booking of an offer reserves its cells first, on their own (`reservation`, ADR 031 addendum 3), and gives them
 * to its appointment in the booking's transaction; a reservation left behind by a crash is swept after a while.
 */
export const baySlots = pgTable(
  'bay_slots',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => shopLocations.id, { onDelete: 'cascade' }),
    bay: integer('bay').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** A booking's (or a shop's proposal's) cell, or else a standalone appointment's: exactly one is set. */
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    standaloneAppointmentId: uuid('standalone_appointment_id').references(() => standaloneAppointments.id, { onDelete: 'cascade' }),
    /** A booking in progress: its cells are taken before its card hold, then given to its appointment. */
    reservation: uuid('reservation'),
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'bay_slots_pkey', columns: [t.locationId, t.bay, t.startsAt] }),
    index('bay_slots_appointment_id_idx').on(t.appointmentId),
    index('bay_slots_standalone_appointment_id_idx').on(t.standaloneAppointmentId),
    // A reservation holds one bay: two nodes resuming one attempt cannot reserve a cell in two bays (ADR 045).
    uniqueIndex('bay_slots_reservation_cell_key').on(t.reservation, t.startsAt).where(sql`${t.reservation} is not null`),
    check('bay_slots_one_owner_check', sql`num_nonnulls(${t.appointmentId}, ${t.standaloneAppointmentId}, ${t.reservation}) = 1`),
    check('bay_slots_reserved_at_check', sql`(${t.reservation} is null) = (${t.reservedAt} is null)`),
  ],
);

/**
 * The satisfaction survey of a completed request (ADR 034): made when the shop completes the job,
 * with the link's token kept only as its SHA-256 (the email carries the token itself). Answered once: `answered_at`
 * is set by the one update that finds it null; after that the link is the 404 page.
 */
export const npsSurveys = pgTable(
  'nps_surveys',
  {
    serviceRequestId: uuid('service_request_id')
      .primaryKey()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    score: integer('score'),
    comment: text('comment'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nps_surveys_token_hash_key').on(t.tokenHash),
    check('nps_surveys_score_check', sql`${t.score} is null or ${t.score} between 0 and 10`),
    check('nps_surveys_answered_check', sql`(${t.answeredAt} is null) = (${t.score} is null)`),
  ],
);

/** PostgreSQL's bytea as a Buffer (PGlite hands back a Uint8Array, made a Buffer here). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A photo the shop sent with extra lines (the price lock, docs/product/booking-and-payments.md): kept in the database (no file storage exists),
 * PNG, JPEG or WebP by its first bytes, at most MAX_EXTRA_PHOTO_BYTES; served only to the booking's customer and
 * the location's staff.
 */
export const extraLinePhotos = pgTable(
  'extra_line_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    contentType: text('content_type').$type<ExtraPhotoType>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('extra_line_photos_appointment_id_idx').on(t.appointmentId),
    check('extra_line_photos_content_type_check', sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp')`),
    check('extra_line_photos_size_check', sql`${t.sizeBytes} > 0 and ${t.sizeBytes} <= 2097152 and octet_length(${t.data}) = ${t.sizeBytes}`),
  ],
);

/**
 * Extra work the shop found on a booked job, priced like a hand bid's line with the location's rates. The customer
 * approves (the appointment's approved total rises by `total_cents`; a hold for it alone when the booking's hold is
 * already placed) or declines (kept as advised work on the car's record).
 */
export const extraLines = pgTable(
  'extra_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    serviceName: text('service_name').notNull(),
    description: text('description'),
    /** Hours in whole hundredths, like offer_line_items. */
    laborCentihours: integer('labor_centihours').notNull(),
    laborRateCents: integer('labor_rate_cents').notNull(),
    laborCents: integer('labor_cents').notNull(),
    partsCents: integer('parts_cents').notNull(),
    feesCents: integer('fees_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    note: text('note'),
    photoId: uuid('photo_id').references(() => extraLinePhotos.id, { onDelete: 'set null' }),
    status: text('status').$type<ExtraLineStatus>().notNull().default('proposed'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The hold for this line alone (placed when the booking's own hold was already placed), payment_authorisations. */
    authorisationId: uuid('authorisation_id'),
    /** The provider's words when the hold for an approval was refused. */
    failureMessage: text('failure_message'),
    /** Refused holds so far: part of the hold's key, so an approval tried again after a refusal asks the bank again. */
    holdAttempts: integer('hold_attempts').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('extra_lines_appointment_id_idx').on(t.appointmentId, t.createdAt, t.position),
    check('extra_lines_status_check', sql`${t.status} in ('proposed', 'approved', 'declined')`),
    check(
      'extra_lines_amounts_check',
      sql`least(${t.laborCentihours}, ${t.laborRateCents}, ${t.laborCents}, ${t.partsCents}, ${t.feesCents}, ${t.taxCents}) >= 0 and ${t.totalCents} = ${t.laborCents} + ${t.partsCents} + ${t.feesCents} + ${t.taxCents}`,
    ),
    check('extra_lines_decided_check', sql`(${t.status} = 'proposed') = (${t.decidedAt} is null)`),
  ],
);
