import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, Tx } from '../db/client.ts';

/**
 * Every domain event of the app, declared here and nowhere else (ADR 051): what happened, with ids only (a
 * subscriber reads what it needs; NOTIFY's payload limit is 8 000 bytes).
 */
export type DomainEvent =
  /** A shop made or changed an offer of the request. */
  | { type: 'service_request.offer'; requestId: string; offerId: string }
  /** An offer of the request is withdrawn (the shop's, or superseded by a bid). */
  | { type: 'service_request.offer_withdrawn'; requestId: string; offerId: string }
  /** The request's status changed (booked, reopened, completed…). */
  | { type: 'service_request.status'; requestId: string }
  /** The customer made a request (their lists change). */
  | { type: 'service_request.created'; requestId: string; userId: string }
  /** The customer withdraws the request; in-transaction subscribers end what hangs on it (its booking). */
  | { type: 'service_request.withdrawn'; requestId: string; wasBooked: boolean }
  /** A location of the metro changed what autoquote prices with, or what its offers show. */
  | { type: 'market.changed'; metroId: string }
  /**
   * What the auth guard keeps of a user's sessions is out of date: one ended (`sessionId`: sign-out, a refresh
   * token's reuse), or any of them may have (a password change or reset, an email change, the account disabled).
   * Every node's kept sessions drop them (ADR 052).
   */
  | { type: 'sessions.changed'; userId: string; sessionId?: string }
  /**
   * A user's membership changed (ADR 058): joined (pending, then paid), its first charge refused (the join is
   * undone), renewed (by the job, or a past-due one paid again), cancelled, its card changed, a renewal refused by
   * the card (past due), or it ended. Recorded in the transaction that changes it;
   * every node's kept membership replies of that user drop (ADR 057 addendum).
   */
  | { type: 'membership.changed'; userId: string; subscriptionId: string; change: MembershipChange }
  /**
   * What the user's profile shows changed: the account's fields, its confirmation or password, or its rewards
   * ledger. Every node's kept profile of the user drops (ADR 067).
   */
  | { type: 'account.changed'; userId: string }
  /** The user's vehicles changed (added, edited, removed). */
  | { type: 'vehicles.changed'; userId: string }
  /** A visit booked directly at a shop changed (booked, cancelled, missed). */
  | { type: 'standalone_appointment.changed'; userId: string; appointmentId: string }
  /** A message was written in a thread (ADR 063): the other side's streams and unread counts. */
  | { type: 'message.created'; threadId: string; customerId: string; locationId: string | null }
  /** One side of a thread read it (`side`: customer, shop or support). */
  | { type: 'message_thread.read'; threadId: string; customerId: string; locationId: string | null; side: 'customer' | 'shop' | 'support' }
  /** A review was written or edited, or the shop replied (ADR 064): the writer's kept reviews drop. */
  | { type: 'review.changed'; userId: string; locationId: string };

/** What happened to a membership (`membership.changed`). */
export type MembershipChange = 'joined' | 'join_refused' | 'renewed' | 'canceled' | 'card_changed' | 'payment_failed' | 'expired';

export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** Runs after the commit, on every node (a NOTIFY heard by each node's one LISTEN). */
export type EventHandler<T extends DomainEventType> = (event: EventOf<T>) => void | Promise<void>;
/**
 * Runs inside the emitting transaction, on the emitting node, before `emit` returns: its writes commit or roll
 * back with the cause, and a throw refuses the cause. Returns work for after the commit (a gateway call), or nothing.
 */
export type TransactionHandler<T extends DomainEventType> = (
  tx: Tx,
  event: EventOf<T>,
) => Promise<(() => Promise<void>) | void>;

/** The one channel every domain event travels on (the offers stream's before ADR 051). */
export const DOMAIN_EVENTS_CHANNEL = 'domain_events';

const EVENT_TYPES: ReadonlySet<string> = new Set<DomainEventType>([
  'service_request.offer',
  'service_request.offer_withdrawn',
  'service_request.status',
  'service_request.created',
  'service_request.withdrawn',
  'market.changed',
  'sessions.changed',
  'membership.changed',
  'account.changed',
  'vehicles.changed',
  'standalone_appointment.changed',
  'message.created',
  'message_thread.read',
  'review.changed',
]);

/** A payload from the channel, or null when it is none of ours (another build's, garbage). */
export function parseEvent(payload: string): DomainEvent | null {
  try {
    const value = JSON.parse(payload) as { type?: unknown };
    return typeof value?.type === 'string' && EVENT_TYPES.has(value.type) ? (value as DomainEvent) : null;
  } catch {
    return null;
  }
}

/**
 * `app.events` (ADR 051): a module records that something happened inside the transaction that makes it so
 * (`emit(tx, event)`: a pg_notify delivered at commit, dropped on rollback), and modules subscribe while they
 * register, either after the commit on every node (`on`: caches, streams) or inside the transaction
 * (`within`: what must commit with the cause, or refuse it).
 */
export class DomainEvents {
  private readonly handlers = new Map<DomainEventType, EventHandler<DomainEventType>[]>();
  private readonly atEmit = new Map<DomainEventType, EventHandler<DomainEventType>[]>();
  private readonly transactional = new Map<DomainEventType, TransactionHandler<DomainEventType>[]>();
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /**
   * After the commit, on every node. A handler's failure is logged; the others still run. `atEmit`: also on the
   * emitting node as the event is emitted, for dropping what this process keeps (idempotent, harmless before the
   * commit): the writer's next read is fresh without waiting for the NOTIFY to come back, which drops it again.
   */
  on<T extends DomainEventType>(type: T, handler: EventHandler<T>, options: { atEmit?: boolean } = {}): void {
    for (const map of options.atEmit ? [this.handlers, this.atEmit] : [this.handlers]) {
      const list = map.get(type) ?? [];
      list.push(handler as unknown as EventHandler<DomainEventType>);
      map.set(type, list);
    }
  }

  /** Inside the emitting transaction (see TransactionHandler). */
  within<T extends DomainEventType>(type: T, handler: TransactionHandler<T>): void {
    const list = this.transactional.get(type) ?? [];
    list.push(handler as unknown as TransactionHandler<DomainEventType>);
    this.transactional.set(type, list);
  }

  /**
   * Records `event` in `tx`: in-transaction subscribers run now, every node's `on` subscribers after the commit.
   * Returns the in-transaction subscribers' work for after the commit (call it once committed).
   */
  async emit(tx: Tx | Db, event: DomainEvent): Promise<() => Promise<void>> {
    const after: (() => Promise<void>)[] = [];
    for (const handler of this.transactional.get(event.type) ?? []) {
      const next = await handler(tx as Tx, event);
      if (next) after.push(next);
    }
    await tx.execute(sql`select pg_notify(${DOMAIN_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
    for (const handler of this.atEmit.get(event.type) ?? []) await handler(event);
    return async () => {
      for (const next of after) await next();
    };
  }

  /** An event heard on the channel: every `on` subscriber of its type, in order. */
  deliver(event: DomainEvent): void {
    const handlers = this.handlers.get(event.type);
    if (!handlers) return;
    const run = (async () => {
      for (const handler of handlers) {
        try {
          await handler(event);
        } catch (error) {
          this.log.error({ err: error, event: event.type }, 'domain event subscriber failed');
        }
      }
    })();
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  /** Waits for the subscribers running now (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events (plugins/events.ts, ADR 051). */
    events: DomainEvents;
  }
}

/** One LISTEN per process on the domain events' channel, started before the modules subscribe. */
export const eventsPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    const events = new DomainEvents(app.log);
    const unlisten = await database.listen(DOMAIN_EVENTS_CHANNEL, (payload) => {
      const event = parseEvent(payload);
      if (event) events.deliver(event);
    });
    app.decorate('events', events);
    app.addHook('onClose', async () => {
      await unlisten();
      await events.idle();
    });
  },
  { name: 'events' },
);
