import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key/value facts about this database (seed versions, deployment markers). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
