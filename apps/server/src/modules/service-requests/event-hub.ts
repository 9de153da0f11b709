import type { Writable } from 'node:stream';
import { type ServiceRequestEvent, serviceRequestMessages, STREAMS_PER_USER, toSnakeKeys } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type SessionRef, sessionKey } from '../../plugins/auth.ts';
import { serviceRequests } from '../../db/schema/index.ts';
import { readOffers } from './read-service-requests.ts';
import type { EventOf } from '../../plugins/events.ts';

/** The domain events an open stream of the request hears of (plugins/events.ts). */
export type ServiceRequestSignal = EventOf<'service_request.offer' | 'service_request.offer_withdrawn' | 'service_request.status'>;

/** How long a reconnecting browser waits (the stream's first line), and how often an idle stream says it lives. */
export const RETRY_MS = 3000;
export const KEEP_ALIVE_MS = 25_000;
/** How often the sessions of open streams are asked whether they still live: a signed-out stream ends within this. */
export const SESSION_CHECK_MS = 2_000;

export interface EventHubOptions {
  /** Which of these sessions still live (the auth plugin's `liveSessions`). */
  liveSessions: (sessions: readonly SessionRef[]) => Promise<Set<string>>;
  keepAliveMs?: number;
  sessionCheckMs?: number;
  streamsPerUser?: number;
}

interface OpenStream extends SessionRef {
  close: () => void;
}

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

/**
 * This process's open event streams, by request (docs/product/requests-and-offers.md "Live updates", ADR 027). The module LISTENs once on the signal
 * channel and hands every signal here; a signal for a request nobody here watches costs a map lookup. The event is
 * read once and written to every stream of the request, in the order the signals came. One timer, running only
 * while a stream is open, keeps idle streams alive through proxies.
 *
 * A stream lives no longer than the session that opened it (ADR 048): while streams are open, one query every
 * SESSION_CHECK_MS asks which of their sessions still live, whichever node signed them out (sign-out, a password
 * change or reset, a refresh token's reuse, a disabled account), and ends the others' streams. A user holds at most
 * STREAMS_PER_USER streams here; one more is refused (429 `too_many_streams`) and the page polls instead.
 */
export class ServiceRequestEventHub {
  private readonly streams = new Map<string, Set<Writable>>();
  private readonly owners = new Map<Writable, OpenStream>();
  private readonly perUser = new Map<string, number>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly keepAliveMs: number;
  private readonly sessionCheckMs: number;
  private readonly streamsPerUser: number;
  private keepAlive: NodeJS.Timeout | undefined;
  private sessionCheck: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: EventHubOptions,
  ) {
    this.keepAliveMs = options.keepAliveMs ?? KEEP_ALIVE_MS;
    this.sessionCheckMs = options.sessionCheckMs ?? SESSION_CHECK_MS;
    this.streamsPerUser = options.streamsPerUser ?? STREAMS_PER_USER;
  }

  /** Streams open in this process. */
  get openStreams(): number {
    return this.owners.size;
  }

  /**
   * Starts sending a request's events to `stream` for `owner`'s session; the returned function stops and ends it.
   * Throws AppError `too_many_streams` (nothing written) when the user already holds `streamsPerUser` here.
   */
  open(requestId: string, stream: Writable, owner: SessionRef): () => void {
    const held = this.perUser.get(owner.userId) ?? 0;
    if (held >= this.streamsPerUser) throw new AppError('too_many_streams', serviceRequestMessages.tooManyStreams);
    stream.write(`retry: ${RETRY_MS}\n\n`);
    const set = this.streams.get(requestId) ?? new Set();
    set.add(stream);
    this.streams.set(requestId, set);
    this.perUser.set(owner.userId, held + 1);
    this.keepAlive ??= setInterval(() => this.beat(), this.keepAliveMs);
    this.sessionCheck ??= setInterval(() => void this.checkSessions(), this.sessionCheckMs);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      set.delete(stream);
      this.owners.delete(stream);
      const left = (this.perUser.get(owner.userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(owner.userId, left);
      else this.perUser.delete(owner.userId);
      if (set.size === 0 && this.streams.get(requestId) === set) this.streams.delete(requestId);
      if (this.streams.size === 0) this.stopTimers();
      stream.end();
    };
    this.owners.set(stream, { userId: owner.userId, sessionId: owner.sessionId, close });
    return close;
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
    this.owners.clear();
    this.perUser.clear();
    this.stopTimers();
  }

  /** Waits for the events being read and the session check under way (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending.values());
    await this.checking;
  }

  /** Ends the streams whose session no longer lives; one query for every stream here, one check at a time. */
  async checkSessions(): Promise<void> {
    if (this.checking || this.owners.size === 0) return;
    const run = async () => {
      const open = [...this.owners.values()];
      const live = await this.options.liveSessions(open);
      for (const entry of open) if (!live.has(sessionKey(entry))) entry.close();
    };
    this.checking = run()
      .catch((error: unknown) => this.log.error({ err: error }, 'event stream session check failed'))
      .finally(() => {
        this.checking = undefined;
      });
    await this.checking;
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

  private stopTimers(): void {
    clearInterval(this.keepAlive);
    clearInterval(this.sessionCheck);
    this.keepAlive = undefined;
    this.sessionCheck = undefined;
  }
}
