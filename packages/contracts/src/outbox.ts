import { z } from 'zod';
import { snakeKeys } from './accounts.ts';
import { MAX_INPUT_LENGTH } from './common/field-rules.ts';
import { text } from './common/fields.ts';
import { jsonApiListDocument } from './common/jsonapi.ts';
import { defineRoutes } from './common/routes.ts';

/**
 * The outbox: email and text messages the server keeps instead of delivering them (no SMTP_URL, no
 * TWILIO_*), so that someone running it can read a sign-up code or a reset link (ADR 018), and the state of
 * those it delivers (ADR 035: pending, sending, sent, failed after its tries). Readable by anyone on a server
 * running on this machine; elsewhere by admins only (everyone else is answered 404).
 */

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'local'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** GET /v3/outbox_messages?to=&template=&status=&limit= */
export const OutboxQuery = z.object({
  /** Only messages to this address or number (any case). */
  to: text().max(MAX_INPUT_LENGTH).optional(),
  /** Only messages of this template, e.g. 'confirmation-code'. */
  template: text().max(64).optional(),
  /** Only messages in this state, e.g. 'failed': those that used up their tries. */
  status: z.enum(OUTBOX_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type OutboxQuery = z.input<typeof OutboxQuery>;

/** A file sent with an email (a booking's `.ics` event), downloadable from `url` (the same access as the list). */
export const OutboxAttachment = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  /** In bytes (UTF-8). */
  size: z.number().int().nonnegative(),
  /** Where to download it, from the server's root: /api/v3/outbox_messages/:id/attachments/:attachmentId. */
  url: z.string(),
});
export type OutboxAttachment = z.infer<typeof OutboxAttachment>;

export const OutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  template: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  /** Tries at delivering it (0 for a kept message); `failed` after the last one. */
  attempts: z.number().int().nonnegative(),
  /** Why the last try failed (the transport's answer), if it did. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** A 6-digit confirmation code in the message, if any. */
  code: z.string().nullable(),
  /** The links in the message (a password reset link…). */
  links: z.array(z.string()),
  /** Files sent with an email, in their order (none for a text message, or once delivered for real). */
  attachments: z.array(OutboxAttachment),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

/** Newest first; `meta.count` is the number listed. */
export const OutboxMessageListDocument = jsonApiListDocument('outbox_messages', snakeKeys(OutboxMessage.omit({ id: true })));

/** GET /v3/outbox_messages/:id/attachments/:attachmentId: the file itself, as an attachment of its own type. */
export const OutboxAttachmentParams = z.object({ id: z.uuid(), attachmentId: z.uuid() });

export const outboxRoutes = defineRoutes('outbox', {
  listOutboxMessages: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/outbox_messages',
    summary: 'List the email and text messages, kept or delivered (failed ones included), newest first',
    auth: 'admin-or-local',
    query: OutboxQuery,
    reply: OutboxMessageListDocument,
    errors: ['not_found'],
  },
  getOutboxAttachment: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/outbox_messages/:id/attachments/:attachmentId',
    summary: 'Download a file sent with a kept email (its own media type, as an attachment)',
    auth: 'admin-or-local',
    params: OutboxAttachmentParams,
    reply: z.string().describe('The file (its own media type)'),
    errors: ['not_found'],
  },
});
