import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Transactional outbox for email and SMS: a message is written in the same transaction as the change that
 * causes it, with the durable job that delivers it (SMTP, Twilio; ADR 035). `pending` waits for a try,
 * `sending` is claimed by one deliverer, `sent` went out (body removed), `failed` used up its tries (listed for
 * admins), `local` has no transport: /dev/outbox shows it. `attempts` counts the tries, `last_error` the last
 * failure's reason.
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
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'local'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to, t.createdAt), index('outbox_messages_status_idx').on(t.status)],
);

/**
 * Files sent with an email (a booking's `.ics` event), kept with the message: delivered with it by SMTP, and
 * shown and downloadable in the outbox while it is kept. Text content (what the emails attach is text); removed
 * with the message's body once delivered for real.
 */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => outboxMessages.id, { onDelete: 'cascade' }),
    /** Order in the email. */
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: text('content').notNull(),
  },
  (t) => [uniqueIndex('outbox_attachments_message_position_idx').on(t.messageId, t.position)],
);

