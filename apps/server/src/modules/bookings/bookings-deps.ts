import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from '../../adapters/email/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../plugins/events.ts';
import type { MessageBudget } from '../outbox/index.ts';
import type { Payments } from '../payments/index.ts';
import type { BookingReads } from './booking-reads.ts';

/** What the bookings use-cases use of the payments service (`app.payments`, modules/payments). */
export type PaymentsPort = Pick<Payments, 'findUsableCard' | 'authorise' | 'attach' | 'capture' | 'release' | 'releaseByKey' | 'holds'>;

/** Built once by the module. */
export interface BookingsDeps {
  db: Db;
  /** The hot paths' reads, prepared once by the module. */
  reads: BookingReads;
  clock: Clock;
  payments: PaymentsPort;
  outbox: Outbox;
  /** Every customer message is counted against it (tellMember, ADR 047). */
  messageBudget: MessageBudget;
  config: Config;
  log: FastifyBaseLogger;
  /** The durable jobs (ADR 032): a booking attempt sends its own dead-attempt check (ADR 045). */
  jobs: Pick<JobQueue, 'send'>;
  /** Where a write records what it changed, in its transaction (ADR 051). */
  events: Pick<DomainEvents, 'emit'>;
}
