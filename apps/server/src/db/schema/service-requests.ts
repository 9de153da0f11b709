import type { NotificationMethod, OfferSource, OfferStatus, ServiceRequestStatus, VehicleClass } from '@pitstop/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { services } from './catalog.ts';
import { timestamps } from './columns.ts';
import { metros, shopLocations } from './shops.ts';
import { ownedVehicles } from './vehicles.ts';

/**
 * Service requests and offers (docs/product/requests-and-offers.md, ADR 027). A request belongs to one user and one of their
 * vehicles; the vehicle's description and class are copied at creation, so an offer's price stays explained
 * when the vehicle is edited later. The zip's centroid is kept too: the shop inbox finds requests in reach by it.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownedVehicleId: uuid('owned_vehicle_id')
      .notNull()
      .references(() => ownedVehicles.id, { onDelete: 'restrict' }),
    metroId: uuid('metro_id')
      .notNull()
      .references(() => metros.id),
    status: text('status').$type<ServiceRequestStatus>().notNull().default('open'),
    zipcode: text('zipcode').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    vehicleYear: integer('vehicle_year').notNull(),
    vehicleMake: text('vehicle_make').notNull(),
    vehicleModel: text('vehicle_model').notNull(),
    vehicleSubModel: text('vehicle_sub_model'),
    vehicleMileage: integer('vehicle_mileage'),
    vehicleClass: text('vehicle_class').$type<VehicleClass>().notNull(),
    notes: text('notes'),
    maintenanceInterval: jsonb('maintenance_interval').$type<{ mileage: number; services: string[] }>(),
    source: text('source').notNull().default('Web'),
    urgency: text('urgency'),
    urgencyDescription: text('urgency_description'),
    concierge: boolean('concierge').notNull().default(false),
    notificationMethod: text('notification_method').$type<NotificationMethod>().notNull(),
    /** False when a requested service is not autoquotable: only shops' own bids price it. */
    instantPrice: boolean('instant_price').notNull(),
    /** The onramp's idempotency key: the same token from the same user is the same request. */
    requestFormToken: text('request_form_token').notNull(),
    /**
     * The fair-price band of this job on this vehicle across the market when the request was made (the same for
     * every offer on it; each offer's position in it is read from its total). Null when no autoquote prices it.
     */
    bandLowCents: integer('band_low_cents'),
    bandMedianCents: integer('band_median_cents'),
    bandHighCents: integer('band_high_cents'),
    bandLocationCount: integer('band_location_count'),
    reasonWithdrawn: text('reason_withdrawn'),
    reasonWithdrawnDescription: text('reason_withdrawn_description'),
    comeBack: boolean('come_back'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** When the owner last opened the offers: later offers are new to them (the signed-in home counts them). */
    offersSeenAt: timestamp('offers_seen_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('service_requests_user_id_request_form_token_key').on(t.userId, t.requestFormToken),
    index('service_requests_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('service_requests_owned_vehicle_id_idx').on(t.ownedVehicleId),
    // The shop inbox (shops' shop-requests.ts, ADR 085): a market's requests newest first, of one status (the open tab
    // and the portal's count) or any (the other tabs), with the place in the index so the reach's box and distance
    // are read from it, not from each row: an index-only scan of the requests in reach.
    index('service_requests_metro_id_status_idx').on(t.metroId, t.status, t.createdAt, t.id, t.lat, t.lon),
    index('service_requests_metro_id_created_at_idx').on(t.metroId, t.createdAt, t.id, t.lat, t.lon),
    // The operations console: requests by day (metrics) and the newest first (its list).
    index('service_requests_created_at_idx').on(t.createdAt),
    // The operations console's search by state (ADR 082): its page newest first and its count, an index-only scan,
    // instead of a whole scan of a million requests for the count. The id too, as the list orders: without it the
    // planner walked every state's newest requests for a rare state's page (15–18 ms at a million, ADR 086).
    index('service_requests_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    // The recent repairs of a make and model (repair-costs' list-recent-repairs.ts, ADR 073): completed requests only.
    index('service_requests_completed_vehicle_idx')
      .on(sql`lower(${t.vehicleMake})`, sql`lower(${t.vehicleModel})`)
      .where(sql`${t.status} = 'completed'`),
    check(
      'service_requests_status_check',
      sql`${t.status} in ('open', 'booked', 'completed', 'withdrawn')`,
    ),
  ],
);

/** The services of a request, in the order chosen, with the interview answers as they were shown. */
export const serviceRequestServices = pgTable(
  'service_request_services',
  {
    serviceRequestId: uuid('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    position: integer('position').notNull(),
    /** [{questionId, question, answer, weight, note}]: copied from the catalogue at creation. */
    answers: jsonb('answers')
      .$type<Array<{ questionId: string; question: string; answer: string; weight: number; note: string | null }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The product of the answers' weights (ADR 007). */
    weight: doublePrecision('weight').notNull().default(1),
    note: text('note'),
  },
  (t) => [primaryKey({ columns: [t.serviceRequestId, t.serviceId] })],
);

/**
 * An offer: one location's price for the whole request. `autoquote` offers are made with the request;
 * `shop` offers by the location's staff. A location has at most one live offer of each source per request.
 * Rank and its reason are not stored: they depend on the other offers, so they are read when the offers are.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceRequestId: uuid('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => shopLocations.id),
    source: text('source').$type<OfferSource>().notNull(),
    status: text('status').$type<OfferStatus>().notNull().default('open'),
    laborCents: integer('labor_cents').notNull(),
    partsCents: integer('parts_cents').notNull(),
    feesCents: integer('fees_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    warrantyMonths: integer('warranty_months').notNull(),
    warrantyMiles: integer('warranty_miles').notNull(),
    warrantyTerms: text('warranty_terms').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /**
     * Raised by every change of the offer's lines or total (a shop's new price): the booking sends the version the
     * customer was shown and is refused when it is not this one (ADR 044).
     */
    version: integer('version').notNull().default(1),
    distanceMiles: doublePrecision('distance_miles').notNull(),
    note: text('note'),
    /**
     * A hand offer's request's `created_at`, copied when the offer is made (it never changes): the shop inbox's
     * answered tab reads the location's live hand offers in its requests' order from one index (ADR 085). Null
     * for an autoquote; a check keeps it on every hand offer.
     */
    requestCreatedAt: timestamp('request_created_at', { withTimezone: true }),
    /** The staff member who sent a hand offer. */
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Seconds from the request to this hand offer (the shop's answer time). */
    answerSeconds: integer('answer_seconds'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // A request's offers; with the location, a shop's own offers on a page of its inbox are read request by
    // request, not by intersecting the page with every offer the location ever made (ADR 086).
    index('offers_service_request_id_location_id_idx').on(t.serviceRequestId, t.locationId),
    index('offers_location_id_idx').on(t.locationId, t.createdAt),
    // The console's metrics (ADR 083): the offers made since a written day's figures were counted.
    index('offers_created_at_idx').on(t.createdAt),
    // A location's median answer time reads its latest hand offers only, newest first (shops' answer-times.ts,
    // ADR 085): an index-only scan of ANSWERS_IN_MEDIAN entries, never its autoquotes nor its older answers.
    index('offers_location_id_answered_idx')
      .on(t.locationId, t.createdAt, t.id, t.answerSeconds)
      .where(sql`${t.source} = 'shop' and ${t.answerSeconds} is not null`),
    // The shop inbox's answered tab (ADR 085): the location's live hand offers, their requests newest first.
    index('offers_live_hand_location_idx')
      .on(t.locationId, t.requestCreatedAt, t.serviceRequestId)
      .where(sql`${t.source} = 'shop' and ${t.status} <> 'withdrawn'`),
    uniqueIndex('offers_open_per_source_key')
      .on(t.serviceRequestId, t.locationId, t.source)
      .where(sql`${t.status} <> 'withdrawn'`),
    check('offers_total_check', sql`${t.totalCents} = ${t.laborCents} + ${t.partsCents} + ${t.feesCents} + ${t.taxCents}`),
    check('offers_amounts_check', sql`least(${t.laborCents}, ${t.partsCents}, ${t.feesCents}, ${t.taxCents}) >= 0`),
    check('offers_source_check', sql`${t.source} in ('autoquote', 'shop')`),
    check('offers_hand_request_created_at_check', sql`${t.source} <> 'shop' or ${t.requestCreatedAt} is not null`),
    check('offers_status_check', sql`${t.status} in ('open', 'accepted', 'withdrawn')`),
  ],
);

/** An offer's lines, one per requested service; they sum to the offer's figures (a check keeps each line's). */
export const offerLineItems = pgTable(
  'offer_line_items',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    position: integer('position').notNull(),
    /** Billed hours in hundredths (integer, like money). */
    laborCentihours: integer('labor_centihours').notNull(),
    laborRateCents: integer('labor_rate_cents').notNull(),
    laborCents: integer('labor_cents').notNull(),
    partsCents: integer('parts_cents').notNull(),
    feesCents: integer('fees_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.serviceId] }),
    check(
      'offer_line_items_total_check',
      sql`${t.totalCents} = ${t.laborCents} + ${t.partsCents} + ${t.feesCents} + ${t.taxCents}`,
    ),
    check(
      'offer_line_items_amounts_check',
      sql`least(${t.laborCentihours}, ${t.laborRateCents}, ${t.laborCents}, ${t.partsCents}, ${t.feesCents}, ${t.taxCents}) >= 0`,
    ),
  ],
);

/** Shop staff: an account linked to the locations it works at (docs/product/shops.md). */
export const shopStaff = pgTable(
  'shop_staff',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => shopLocations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.locationId] }), index('shop_staff_location_id_idx').on(t.locationId)],
);

/**
 * The console's metrics of one closed UTC day (docs/product/operations.md, ADR 083), written by the recurring job
 * `service-requests.write-metric-days` once the day has been over METRIC_DAY_GRACE_MS: the same figures the live
 * query counts. `offers` counts the offers on the day's requests made before `offers_until`; the page adds those
 * made since, and each run of the job brings them in and moves `offers_until` on.
 */
export const metricDays = pgTable('metric_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  requests: integer('requests').notNull(),
  offers: integer('offers').notNull(),
  offersUntil: timestamp('offers_until', { withTimezone: true }).notNull(),
  bookings: integer('bookings').notNull(),
  revenueCents: integer('revenue_cents').notNull(),
  ...timestamps,
});
