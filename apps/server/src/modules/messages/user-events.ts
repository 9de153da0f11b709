import { serviceRequestMessages } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { shopStaff } from '../../db/schema/index.ts';
import { EventStreams, type EventStreamsOptions } from '../../lib/event-streams.ts';
import type { EventOf } from '../../plugins/events.ts';

/** The domain events a user's stream hears of. */
export type UserSignal = EventOf<'message.created' | 'message_thread.read'>;

/** `event: message` / `event: read`, with the thread (the page reads what changed itself). */
export function userEventText(signal: UserSignal): string {
  const type = signal.type === 'message.created' ? 'message' : 'read';
  return `event: ${type}\ndata: ${JSON.stringify({ type, thread_id: signal.threadId })}\n\n`;
}

/**
 * Each signed-in user's live stream (GET /v3/users/events, ADR 063), its topic the user's id: a message reaches the
 * customer's streams and those of the shop's staff; a read reaches the reader's side (their other pages).
 */
export class UserEventStreams extends EventStreams<UserSignal> {
  constructor(
    private readonly db: Db,
    log: FastifyBaseLogger,
    options: Omit<EventStreamsOptions<UserSignal>, 'read' | 'topicOf' | 'tooManyMessage'>,
  ) {
    super(log, { ...options, read: async (signal) => userEventText(signal), topicOf: (signal) => signal.customerId, tooManyMessage: serviceRequestMessages.tooManyStreams });
  }

  /** Whom a signal goes to: the customer, and the location's staff when the shop is a party to hear of it. */
  async route(signal: UserSignal): Promise<void> {
    const toCustomer = signal.type === 'message.created' || signal.side === 'customer';
    const toShop = signal.locationId !== null && (signal.type === 'message.created' || signal.side === 'shop');
    if (toCustomer) this.dispatch(signal, signal.customerId);
    if (!toShop || this.openStreams === 0) return;
    const staff = await this.db.select({ userId: shopStaff.userId }).from(shopStaff).where(eq(shopStaff.locationId, signal.locationId as string));
    for (const { userId } of staff) if (userId !== signal.customerId || !toCustomer) this.dispatch(signal, userId);
  }
}
