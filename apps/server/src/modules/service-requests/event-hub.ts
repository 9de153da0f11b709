import type { Writable } from 'node:stream';
import { type ServiceRequestEvent, toSnakeKeys } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { serviceRequests } from '../../db/schema/index.ts';
import { readOffers } from './read-service-requests.ts';
import type { ServiceRequestSignal } from './signals.ts';

/** How long a reconnecting browser waits (the stream's first line), and how often an idle stream says it lives. */
export const RETRY_MS = 3000;
export const KEEP_ALIVE_MS = 25_000;

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
  if (!row) return signal.type === 'offer_withdrawn' ? { type: 'offer_withdrawn', offerId: signal.offerId } : null;
  if (signal.type === 'status') return { type: 'status', status: row.status };
  // Every offer shown now, ranked: the others' ranks and reasons change with an arrival or a withdrawal too.
  const offers = (await readOffers(db, [row])).get(row.id) ?? [];
  const shown = offers.map(({ id, rank, rankReason }) => ({ offerId: id, rank, rankReason }));
  if (signal.type === 'offer_withdrawn') return { type: 'offer_withdrawn', offerId: signal.offerId, shown };
  const offer = offers.find((candidate) => candidate.id === signal.offerId);
  return offer ? { type: 'offer', offer, shown } : null;
}

/**
 * This process's open event streams, by request (issue 15 §2, ADR 027). The module LISTENs once on the signal
 * channel and hands every signal here; a signal for a request nobody here watches costs a map lookup. The event is
 * read once and written to every stream of the request, in the order the signals came. One timer, running only
 * while a stream is open, keeps idle streams alive through proxies.
 */
export class ServiceRequestEventHub {
  private readonly streams = new Map<string, Set<Writable>>();
  private readonly pending = new Map<string, Promise<void>>();
  private keepAlive: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly keepAliveMs = KEEP_ALIVE_MS,
  ) {}

  /** Streams open in this process. */
  get openStreams(): number {
    let total = 0;
    for (const set of this.streams.values()) total += set.size;
    return total;
  }

  /** Starts sending a request's events to `stream`; the returned function stops and ends it. */
  open(requestId: string, stream: Writable): () => void {
    stream.write(`retry: ${RETRY_MS}\n\n`);
    const set = this.streams.get(requestId) ?? new Set();
    set.add(stream);
    this.streams.set(requestId, set);
    this.keepAlive ??= setInterval(() => this.beat(), this.keepAliveMs);
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      set.delete(stream);
      if (set.size === 0 && this.streams.get(requestId) === set) this.streams.delete(requestId);
      if (this.streams.size === 0) this.stopKeepAlive();
      stream.end();
    };
  }

  /** A signal from the channel: read its event and write it to the request's streams here, if any. */
  dispatch(signal: ServiceRequestSignal): void {
    const { requestId } = signal;
    if (!this.streams.has(requestId)) return;
    const next = (this.pending.get(requestId) ?? Promise.resolve())
      .then(() => this.deliver(signal))
      .catch((error: unknown) => this.log.error({ err: error, requestId }, 'service request event failed'));
    this.pending.set(requestId, next);
    void next.finally(() => {
      if (this.pending.get(requestId) === next) this.pending.delete(requestId);
    });
  }

  /** Ends every stream (the server is closing): browsers reconnect to another node after RETRY_MS. */
  closeAll(): void {
    for (const set of this.streams.values()) for (const stream of set) stream.end();
    this.streams.clear();
    this.stopKeepAlive();
  }

  /** Waits for the events being read (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending.values());
  }

  private async deliver(signal: ServiceRequestSignal): Promise<void> {
    const event = await eventFor(this.db, signal);
    if (!event) return;
    const text = eventText(event);
    for (const stream of this.streams.get(signal.requestId) ?? []) stream.write(text);
  }

  private beat(): void {
    for (const set of this.streams.values()) for (const stream of set) stream.write(': keep-alive\n\n');
  }

  private stopKeepAlive(): void {
    clearInterval(this.keepAlive);
    this.keepAlive = undefined;
  }
}
