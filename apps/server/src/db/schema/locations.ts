import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { handled } from './columns.ts';

/**
 * The coverage-gap forms (docs/product/locations.md "Out of reach"): people asking to be told when shops join near a zip,
 * and shops people would like to see on the marketplace.
 */
export const betaContacts = pgTable(
  'beta_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Five digits. */
    zipcode: text('zipcode').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    product: text('product', { enum: ['OTM', 'Plus'] }).notNull(),
    programPlanId: text('program_plan_id'),
    /** When a notification about new coverage was sent (null: still waiting). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...handled,
  },
  (t) => [
    index('beta_contacts_created_at_idx').on(t.createdAt),
    // One request per email and zip, whatever the email's case ('Email has already been taken').
    uniqueIndex('beta_contacts_email_zipcode_key').on(sql`lower(${t.email})`, t.zipcode),
    index('beta_contacts_zipcode_idx').on(t.zipcode),
  ],
);

export const shopContactRequests = pgTable('shop_contact_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  shopName: text('shop_name').notNull(),
  cityState: text('city_state').notNull(),
  /** Digits only. */
  phoneNumber: text('phone_number'),
  shopEmail: text('shop_email'),
  notes: text('notes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ...handled,
}, (t) => [index('shop_contact_requests_created_at_idx').on(t.createdAt)]);
