import { timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at, UTC timestamptz (STYLE rule 8), for tables that spread them in. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
