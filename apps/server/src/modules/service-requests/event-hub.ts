import { type ServiceRequestEvent, serviceRequestMessages, toSnakeKeys } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { EventStreams, type EventStreamsOptions } from '../../lib/event-streams.ts';
import { serviceRequests } from '../../db/schema/index.ts';
import { readOffers } from './read-service-requests.ts';
import type { EventOf } from '../../plugins/events.ts';

/** The domain events an open stream of the request hears of (plugins/events.ts). */
export type ServiceRequestSignal = EventOf<'service_request.offer' | 'service_request.offer_withdrawn' | 'service_request.status'>;

export type EventHubOptions = Omit<EventStreamsOptions<ServiceRequestSignal>, 'read' | 'topicOf' | 'tooManyMessage'>;

/** One Server-Sent Event: its type names it, its data is the whole event in the main API's key case. */
export function eventText(event: ServiceRequestEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(toSnakeKeys(event))}\n\n`;
}

/**
 * The event a signal stands for, read now with the serialiser every reply uses (an offer ranked among its
 * request's offers, with where every shown offer now stands); null when there is nothing to say (the offer was
 * withdrawn again since, or is not shown, the request is gone).
 */
export async function eventFor(db: Db, signal: ServiceRequestSignal): Promise<ServiceRequestEvent | null> {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, signal.requestId));
  if (!row) return signal.type === 'service_request.offer_withdrawn' ? { type: 'offer_withdrawn', offerId: signal.offerId } : null;
  if (signal.type === 'service_request.status') return { type: 'status', status: row.status };
  // Every offer shown now, ranked: the others' ranks and reasons change with an arrival or a withdrawal too.
  const offers = (await readOffers(db, [row])).get(row.id) ?? [];
  const shown = offers.map(({ id, rank, rankReason }) => ({ offerId: id, rank, rankReason }));
  if (signal.type === 'service_request.offer_withdrawn') return { type: 'offer_withdrawn', offerId: signal.offerId, shown };
  const offer = offers.find((candidate) => candidate.id === signal.offerId);
  return offer ? { type: 'offer', offer, shown } : null;
}

/** A service request's open streams (lib/event-streams.ts), its topic the request's id. */
export class ServiceRequestEventHub extends EventStreams<ServiceRequestSignal> {
  constructor(db: Db, log: FastifyBaseLogger, options: EventHubOptions) {
    super(log, {
      ...options,
      read: async (signal) => {
        const event = await eventFor(db, signal);
        return event ? eventText(event) : null;
      },
      topicOf: (signal) => signal.requestId,
      tooManyMessage: serviceRequestMessages.tooManyStreams,
    });
  }
}
