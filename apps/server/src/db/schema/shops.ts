import type { AppointmentType, OpeningHours } from '@pitstop/contracts';
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
  uniqueIndex,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { handled, timestamps } from './columns.ts';


/** A market: shop locations grouped around a centre; a zip is in market when an active location serves it. */
export const metros = pgTable('metros', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stable key the seed upserts by. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  centreLat: doublePrecision('centre_lat').notNull(),
  centreLon: doublePrecision('centre_lon').notNull(),
  serviceRadiusMiles: integer('service_radius_miles').notNull(),
  /** IANA zone, e.g. America/Chicago. */
  timeZone: text('time_zone').notNull(),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

export const shopCompanies = pgTable('shop_companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  phone: text('phone'),
  website: text('website'),
  /** Generated demonstration data, not a real business. */
  demo: boolean('demo').notNull().default(false),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

export const shopLocations = pgTable(
  'shop_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => shopCompanies.id, { onDelete: 'cascade' }),
    metroId: uuid('metro_id')
      .notNull()
      .references(() => metros.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipcode: text('zipcode').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    phone: text('phone').notNull(),
    timeZone: text('time_zone').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    /** Which appointment types the location takes (a car wash does not quote brake jobs). */
    appointmentTypes: text('appointment_types')
      .array()
      .$type<AppointmentType[]>()
      .notNull()
      .default(sql`'{service}'::text[]`),
    bays: integer('bays').notNull(),
    laborRateCents: integer('labor_rate_cents').notNull(),
    partsMarkupBps: integer('parts_markup_bps').notNull(),
    diagnosticFeeCents: integer('diagnostic_fee_cents').notNull(),
    taxRateBps: integer('tax_rate_bps').notNull(),
    /** 1.0–5.0. */
    rating: doublePrecision('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    certifications: text('certifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    warrantyMonths: integer('warranty_months').notNull(),
    warrantyMiles: integer('warranty_miles').notNull(),
    warrantyTerms: text('warranty_terms').notNull(),
    /** The members' discount on booked services, 0–25 % (ADR 059; DEFAULT_MEMBER_DISCOUNT_PERCENT). */
    memberDiscountPercent: integer('member_discount_percent').notNull().default(10),
    demo: boolean('demo').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    index('shop_locations_metro_id_idx').on(table.metroId),
    index('shop_locations_company_id_idx').on(table.companyId),
    index('shop_locations_zipcode_idx').on(table.zipcode),
    index('shop_locations_active_idx').on(table.active),
    check('shop_locations_member_discount_check', sql`${table.memberDiscountPercent} between 0 and 25`),
  ],
);

/**
 * A shop's application to join (POST /v3/shop_applications; docs/product/public-pages.md, ADR 069): what the shop
 * said, kept for the operations team the application is emailed to and read in /admin/applications (newest first,
 * marked handled: docs/product/operations.md). One an email a day (UTC): a second is refused.
 */
export const shopApplications = pgTable(
  'shop_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopName: text('shop_name').notNull(),
    contactFirstName: text('contact_first_name').notNull(),
    contactLastName: text('contact_last_name').notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    /** Digits only. */
    phone: text('phone').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    addressCity: text('address_city').notNull(),
    addressState: text('address_state').notNull(),
    addressZipcode: text('address_zipcode').notNull(),
    services: text('services').array().$type<AppointmentType[]>().notNull(),
    bays: integer('bays').notNull(),
    website: text('website'),
    message: text('message'),
    /** The day (UTC, by the app's clock) it was made: with the email, its key. */
    appliedOn: date('applied_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    ...handled,
  },
  (table) => [uniqueIndex('shop_applications_email_day_key').on(table.email, table.appliedOn), index('shop_applications_created_at_idx').on(table.createdAt)],
);
