import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from '../../adapters/email/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../plugins/events.ts';
import type { BookingReads } from '../bookings/index.ts';
import type { MessageBudget } from '../outbox/index.ts';

/** Built once by the module. */
export interface StandaloneDeps {
  db: Db;
  /** The taken bay cells a proposal is read against, prepared once by the module. */
  reads: BookingReads;
  clock: Clock;
  outbox: Outbox;
  /** Every customer message is counted against it (tellMember, ADR 047). */
  messageBudget: MessageBudget;
  config: Config;
  log: FastifyBaseLogger;
  /** Every change to a visit records `standalone_appointment.changed` (the customer's kept lists drop, ADR 067). */
  events: DomainEvents;
}
