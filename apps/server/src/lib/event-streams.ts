import { PassThrough, type Writable } from 'node:stream';
import { STREAMS_PER_USER } from '@pitstop/contracts';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { type SessionRef, sessionKey } from '../plugins/auth.ts';
import { AppError } from './app-error.ts';

/** How long a reconnecting browser waits (the stream's first line), and how often an idle stream says it lives. */
export const RETRY_MS = 3000;
export const KEEP_ALIVE_MS = 25_000;
/** How often the sessions of open streams are asked whether they still live: a signed-out stream ends within this. */
export const SESSION_CHECK_MS = 2_000;

export interface EventStreamsOptions<Signal> {
  /** Which of these sessions still live (the auth plugin's `liveSessions`). */
  liveSessions: (sessions: readonly SessionRef[]) => Promise<Set<string>>;
  /** The event's text (`event: …\ndata: …\n\n`), read when a signal reaches a watched topic; null: nothing to say. */
  read: (signal: Signal) => Promise<string | null>;
  /** The topic a signal goes to when `dispatch` is not told one. */
  topicOf: (signal: Signal) => string;
  /** The sentence of the 429 past `streamsPerUser`. */
  tooManyMessage: string;
  keepAliveMs?: number;
  sessionCheckMs?: number;
  streamsPerUser?: number;
}

interface OpenStream extends SessionRef {
  close: () => void;
}

/**
 * This process's open event streams (Server-Sent Events), by topic: a service request's (ADR 027), a user's (ADR
 * 063). The module subscribes to its domain events and hands each signal here with its topic; a signal for a
 * topic nobody here watches costs a map lookup. The event is read once (`read`: the text of the event, or null
 * when there is nothing to say) and written to every stream of the topic, in the order the signals came. One timer, running only
 * while a stream is open, keeps idle streams alive through proxies.
 *
 * A stream lives no longer than the session that opened it (ADR 048): while streams are open, one query every
 * SESSION_CHECK_MS asks which of their sessions still live, whichever node signed them out (sign-out, a password
 * change or reset, a refresh token's reuse, a disabled account), and ends the others' streams. A user holds at most
 * STREAMS_PER_USER streams here; one more is refused (429 `too_many_streams`) and the page polls instead.
 */
export class EventStreams<Signal> {
  private readonly streams = new Map<string, Set<Writable>>();
  private readonly read: (signal: Signal) => Promise<string | null>;
  private readonly topicOf: (signal: Signal) => string;
  private readonly tooManyMessage: string;
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
    private readonly log: FastifyBaseLogger,
    private readonly options: EventStreamsOptions<Signal>,
  ) {
    this.read = options.read;
    this.topicOf = options.topicOf;
    this.tooManyMessage = options.tooManyMessage;
    this.keepAliveMs = options.keepAliveMs ?? KEEP_ALIVE_MS;
    this.sessionCheckMs = options.sessionCheckMs ?? SESSION_CHECK_MS;
    this.streamsPerUser = options.streamsPerUser ?? STREAMS_PER_USER;
  }

  /** Streams open in this process. */
  get openStreams(): number {
    return this.owners.size;
  }

  /**
   * Starts sending a topic's events to `stream` for `owner`'s session; the returned function stops and ends it.
   * Throws AppError `too_many_streams` (nothing written) when the user already holds `streamsPerUser` here.
   */
  open(topic: string, stream: Writable, owner: SessionRef): () => void {
    const held = this.perUser.get(owner.userId) ?? 0;
    if (held >= this.streamsPerUser) throw new AppError('too_many_streams', this.tooManyMessage);
    stream.write(`retry: ${RETRY_MS}\n\n`);
    const set = this.streams.get(topic) ?? new Set();
    set.add(stream);
    this.streams.set(topic, set);
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
      if (set.size === 0 && this.streams.get(topic) === set) this.streams.delete(topic);
      if (this.streams.size === 0) this.stopTimers();
      stream.end();
    };
    this.owners.set(stream, { userId: owner.userId, sessionId: owner.sessionId, close });
    return close;
  }

  /**
   * Answers `reply` with a new stream of `topic` for `owner`'s session (a route mounted with `compress: false`: a
   * compressor holds events back until its buffer fills). Refused over the user's cap before anything is sent; ends
   * when the client goes or the session does (ADR 048).
   */
  respond(reply: FastifyReply, topic: string, owner: SessionRef): FastifyReply {
    const stream = new PassThrough();
    const close = this.open(topic, stream, owner);
    reply.raw.once('close', close);
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(stream);
  }

  /** A signal from the channel: read its event and write it to its topic's streams here, if any. */
  dispatch(signal: Signal, topic: string = this.topicOf(signal)): void {
    if (!this.streams.has(topic)) return;
    const next = (this.pending.get(topic) ?? Promise.resolve())
      .then(() => this.deliver(topic, signal))
      .catch((error: unknown) => this.log.error({ err: error, topic }, 'event stream event failed'));
    this.pending.set(topic, next);
    void next.finally(() => {
      if (this.pending.get(topic) === next) this.pending.delete(topic);
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

  private async deliver(topic: string, signal: Signal): Promise<void> {
    const text = await this.read(signal);
    if (text === null) return;
    for (const stream of this.streams.get(topic) ?? []) stream.write(text);
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
