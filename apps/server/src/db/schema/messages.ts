import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { shopLocations } from './shops.ts';

/**
 * A conversation (docs/product/messages.md, ADR 063): the customer and a shop location about a request or a visit,
 * or the customer and support (`location_id` null). One a customer, reference and location: `reference_id` is the
 * request's or the visit's id, the customer's own id for support.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => shopLocations.id, { onDelete: 'cascade' }),
    referenceType: text('reference_type', { enum: ['service_request', 'appointment', 'support'] }).notNull(),
    referenceId: uuid('reference_id').notNull(),
    subject: text('subject').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** Each side's last look: the other side's messages after it are unread. */
    customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
    otherReadAt: timestamp('other_read_at', { withTimezone: true }),
    /** The last email of a new message to each side (at most one a quarter hour a thread). */
    customerEmailedAt: timestamp('customer_emailed_at', { withTimezone: true }),
    otherEmailedAt: timestamp('other_emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_threads_reference_key')
      .on(t.customerId, t.referenceType, t.referenceId, t.locationId)
      .where(sql`${t.locationId} is not null`),
    uniqueIndex('message_threads_support_key').on(t.customerId, t.referenceType).where(sql`${t.locationId} is null`),
    index('message_threads_customer_idx').on(t.customerId, t.lastMessageAt),
    index('message_threads_location_idx').on(t.locationId, t.lastMessageAt),
  ],
);

/** One message, plain text. `seq` orders every message of the app: a thread's sync token is the last one seen. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['customer', 'shop', 'support'] }).notNull(),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('messages_thread_idx').on(t.threadId, t.seq)],
);
