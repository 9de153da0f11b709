import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Transactional outbox for email and SMS: a message is written in the same transaction as the change that
 * causes it and delivered after commit (SMTP, Twilio). Without a transport configured it stays here as
 * 'local' and /dev/outbox shows it.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** Email address or phone digits. */
    to: text('to').notNull(),
    subject: text('subject'),
    html: text('html'),
    text: text('text').notNull(),
    /** Which template made it, e.g. 'confirmation-code'. */
    template: text('template').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'local'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to, t.createdAt), index('outbox_messages_status_idx').on(t.status)],
);
