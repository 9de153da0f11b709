import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A user's own vehicles (docs/product/vehicles.md). Year, make, model, trim and engine are the
 * names of the curated vehicle data (src/data/vehicles) at the time they were saved.
 */
export const ownedVehicles = pgTable(
  'owned_vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    subModel: text('sub_model'),
    engine: text('engine'),
    mileage: integer('mileage'),
    /** Upper case, 17 characters, check digit verified. */
    vin: text('vin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('owned_vehicles_user_id_idx').on(t.userId),
    // A VIN once per user; two users may both record a car that changed hands.
    uniqueIndex('owned_vehicles_user_id_vin_key').on(t.userId, t.vin).where(sql`${t.vin} is not null`),
    check('owned_vehicles_mileage_check', sql`${t.mileage} is null or ${t.mileage} between 0 and 999999`),
  ],
);
