import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** created_at / updated_at, UTC timestamptz (STYLE rule 8), for tables that spread them in. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** When an operator marked the row handled in the console, and who (docs/product/operations.md). */
export const handled = {
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
};
