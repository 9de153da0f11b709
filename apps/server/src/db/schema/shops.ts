import type { AppointmentType, OpeningHours } from '@pitstop/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';


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
