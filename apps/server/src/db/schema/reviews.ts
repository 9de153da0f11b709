import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { appointments } from './appointments.ts';
import { shopLocations } from './shops.ts';

/**
 * A written review of a completed job (docs/product/reviews.md, ADR 064): one per completed appointment, by its
 * customer, of the location that did it; rating 1–5 and plain text; the shop's one reply. The location's `rating`
 * and `review_count` move with each review in the same transaction.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => shopLocations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One review a job: a second one, even at once, is refused by the index.
    uniqueIndex('reviews_appointment_key').on(t.appointmentId),
    index('reviews_user_idx').on(t.userId, t.createdAt),
    index('reviews_location_idx').on(t.locationId, t.createdAt),
    // The public page reads the latest.
    index('reviews_created_idx').on(t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
