import { z } from 'zod';
import { snakeKeys } from './accounts.ts';
import { jsonApiDocument, jsonApiListDocument } from './common/jsonapi.ts';
import { text } from './common/fields.ts';
import { defineRoutes } from './common/routes.ts';
import { ShopLocationParams } from './shops.ts';

/**
 * Messages between a customer and a shop about a request or a visit, and with support (docs/product/messages.md,
 * ADR 063): a thread per request-and-shop, per visit, and one with support; plain text only.
 */
export const MESSAGE_BODY_MAX = 2000;
/** The most messages one page of a thread holds (`max_per_page`). */
export const MESSAGES_PER_PAGE_MAX = 100;
export const MESSAGES_PER_PAGE_DEFAULT = 50;

export const messageMessages = {
  threadNotFound: 'Conversation not found.',
  customerNotFound: 'No such customer.',
  referenceNotFound: 'There is nothing to message about here.',
  shopRequired: 'Choose the shop to write to.',
  bodyRequired: 'Write a message first.',
  bodyTooLong: `A message can be at most ${MESSAGE_BODY_MAX} characters.`,
  badSyncToken: 'This list is out of date: reload the conversation.',
} as const;

/** Who wrote a message, and who a thread is with. */
export const MessageParty = z.enum(['customer', 'shop', 'support']);
export type MessageParty = z.infer<typeof MessageParty>;
/** What a thread is about (spec 001 §3 `referenceType`): a service request, a visit booked at a shop, or support. */
export const MessageReferenceType = z.enum(['service_request', 'appointment', 'support']);
export type MessageReferenceType = z.infer<typeof MessageReferenceType>;

/** One conversation as a party sees it. */
export const MessageThread = z.object({
  id: z.string(),
  referenceType: MessageReferenceType,
  referenceId: z.string().nullable(),
  /** Who the reader talks with: the shop's name, "Pitstop support", or (for the shop) the customer's name. */
  counterpartName: z.string(),
  /** The subject: the services and the car, or the visit. */
  subject: z.string(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  /** Messages from the other party the reader has not read yet. */
  unreadCount: z.number().int().nonnegative(),
});
export type MessageThread = z.infer<typeof MessageThread>;
const ThreadAttributes = snakeKeys(MessageThread.omit({ id: true }));
export const MessageThreadListDocument = jsonApiListDocument('message_threads', ThreadAttributes).extend({
  meta: z.object({ count: z.number().int(), unread_count: z.number().int().nonnegative() }),
});
export const MessageThreadDocument = jsonApiDocument('message_threads', ThreadAttributes);

export const Message = z.object({
  id: z.string(),
  threadId: z.string(),
  sender: MessageParty,
  senderName: z.string(),
  /** Plain text as written: shown as text, never as HTML. */
  body: z.string(),
  createdAt: z.string(),
  /** Written by the reader's own side. */
  mine: z.boolean(),
});
export type Message = z.infer<typeof Message>;
const MessageAttributes = snakeKeys(Message.omit({ id: true }));
export const ChatMessageDocument = jsonApiDocument('messages', MessageAttributes);
/** A page of a thread, oldest first; `sync_token` asks next time for what came after. */
export const ChatMessagePageDocument = jsonApiListDocument('messages', MessageAttributes).extend({
  meta: z.object({ count: z.number().int(), sync_token: z.string(), thread: snakeKeys(MessageThread) }),
});

const Body = text({ multiline: true, required: messageMessages.bodyRequired })
  .trim()
  .min(1, { message: messageMessages.bodyRequired })
  .max(MESSAGE_BODY_MAX, { message: messageMessages.bodyTooLong });
const Id = text().trim().min(1).max(64);

/**
 * GET /v3/message_thread: one thread's messages, newest page first (page 1 is the latest), each page oldest first.
 * With `sync_token` (from the last reply) only the messages written since (ADR 063: the spec's call names no
 * thread, so `thread_id` says which).
 */
export const MessageThreadQuery = z.object({
  threadId: Id,
  syncToken: text().trim().regex(/^\d{1,18}$/, { message: messageMessages.badSyncToken }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  maxPerPage: z.coerce.number().int().min(1).max(MESSAGES_PER_PAGE_MAX).default(MESSAGES_PER_PAGE_DEFAULT),
});
export type MessageThreadQuery = z.input<typeof MessageThreadQuery>;

/**
 * POST /v3/messages (spec 001 §7): into `thread_id`, or into the thread of the reference (made on the first
 * message): a request needs the shop (`recipient_type` location, `recipient_id` its id) when it has several.
 */
export const NewMessage = z.object({
  threadId: Id.optional(),
  body: Body,
  referenceId: Id.optional(),
  referenceType: MessageReferenceType.optional(),
  recipientId: Id.optional(),
  recipientType: z.enum(['location', 'support']).optional(),
});
export type NewMessage = z.input<typeof NewMessage>;

export const MessageThreadParams = z.object({ id: Id });
/** The shop API's plain JSON (camelCase) of the same: a location's threads, a page of one. */
export const ShopMessageThreadList = z.object({ threads: z.array(MessageThread), unreadCount: z.number().int().nonnegative() });
export const ShopMessagePage = z.object({ messages: z.array(Message), count: z.number().int(), syncToken: z.string(), thread: MessageThread });
export const ShopThreadParams = ShopLocationParams.extend({ threadId: Id });
export const ShopThreadQuery = MessageThreadQuery.omit({ threadId: true });
/** The shop writes into a thread, or starts one about a request that reached it. */
export const ShopNewMessage = z.object({ body: Body });
export const ShopRequestMessageParams = ShopLocationParams.extend({ requestId: Id });

/** Support writes to a customer (ADR 078). */
export const SupportMessageParams = z.object({ userId: z.uuid() });

export const messagesRoutes = defineRoutes('messages', {
  listMessageThreads: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/message_threads',
    summary: "The signed-in user's conversations, latest first, with the unread count",
    description: '`meta.unread_count` is the messages unread over every thread. An admin also sees every support thread.',
    auth: 'user',
    reply: MessageThreadListDocument,
  },
  getMessageThread: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/message_thread',
    summary: "One conversation's messages, a page at a time, or only those since a sync token",
    description: 'A thread the caller is no party of is 404.',
    auth: 'user',
    query: MessageThreadQuery,
    reply: ChatMessagePageDocument,
    errors: ['not_found', 'validation_failed'],
  },
  createSupportMessage: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/admin/users/:userId/support_messages',
    summary: "Write to a customer in their support conversation, started if there is none (the staff console; audited)",
    auth: 'employee',
    params: SupportMessageParams,
    body: ShopNewMessage,
    reply: ChatMessageDocument,
    status: 201,
    errors: ['not_found'],
  },
  createMessage: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/messages',
    summary: 'Write a message into a thread, or start the thread of a request, a visit or support',
    description: 'Only the thread’s two parties may write in it (else 404). The other party is emailed, at most once a thread per quarter hour.',
    auth: 'user',
    body: NewMessage,
    reply: ChatMessageDocument,
    errors: ['not_found', 'validation_failed'],
  },
  markMessageThreadRead: {
    namespace: 'main',
    method: 'PUT',
    path: '/v3/message_threads/:id',
    summary: 'Mark a conversation read by the caller',
    auth: 'user',
    params: MessageThreadParams,
    reply: MessageThreadDocument,
    errors: ['not_found'],
  },
  streamUserEvents: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/events',
    summary: "Live updates for the signed-in user (text/event-stream): a new message, a thread read",
    description:
      'Server-Sent Events: `message` ({"type":"message","thread_id":…}) when a message reaches one of the user’s threads (as the customer, or as staff of the shop), `read` when the user read a thread elsewhere. Opens with `retry: 3000`, a comment every 25 s; at most STREAMS_PER_USER streams a user on one server (429 `too_many_streams`: poll instead).',
    auth: 'user',
    stream: 'text/event-stream',
    errors: ['too_many_streams'],
  },
  listShopMessageThreads: {
    namespace: 'shop',
    method: 'GET',
    path: '/locations/:locationId/message-threads',
    summary: "The location's conversations with customers, latest first",
    auth: 'location-staff',
    params: ShopLocationParams,
    reply: ShopMessageThreadList,
  },
  getShopMessageThread: {
    namespace: 'shop',
    method: 'GET',
    path: '/locations/:locationId/message-threads/:threadId',
    summary: 'One conversation of the location, a page at a time or since a sync token',
    auth: 'location-staff',
    params: ShopThreadParams,
    query: ShopThreadQuery,
    reply: ShopMessagePage,
    errors: ['not_found', 'validation_failed'],
  },
  createShopMessage: {
    namespace: 'shop',
    method: 'POST',
    path: '/locations/:locationId/message-threads/:threadId/messages',
    summary: 'Answer a customer in a conversation of the location',
    auth: 'location-staff',
    params: ShopThreadParams,
    body: ShopNewMessage,
    reply: Message,
    errors: ['not_found', 'validation_failed'],
  },
  createShopRequestMessage: {
    namespace: 'shop',
    method: 'POST',
    path: '/locations/:locationId/requests/:requestId/messages',
    summary: 'Write to the customer of a request that reached the location (its thread is made on the first message)',
    auth: 'location-staff',
    params: ShopRequestMessageParams,
    body: ShopNewMessage,
    reply: Message,
    errors: ['not_found', 'validation_failed'],
  },
  markShopMessageThreadRead: {
    namespace: 'shop',
    method: 'PUT',
    path: '/locations/:locationId/message-threads/:threadId/read',
    summary: 'Mark a conversation read by the location',
    auth: 'location-staff',
    params: ShopThreadParams,
    reply: MessageThread,
    errors: ['not_found'],
  },
});
