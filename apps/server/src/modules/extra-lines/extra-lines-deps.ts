import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from '../../adapters/email/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../plugins/events.ts';
import type { MessageBudget } from '../outbox/index.ts';
import type { Payments } from '../payments/index.ts';

/** Built once by the module. */
export interface ExtraLinesDeps {
  db: Db;
  clock: Clock;
  /** Holds of approved lines (`app.payments`, its `holds` service). */
  payments: Pick<Payments, 'authorise' | 'attach' | 'holds'>;
  outbox: Outbox;
  /** Every customer message is counted against it (tellMember, ADR 047). */
  messageBudget: MessageBudget;
  config: Config;
  log: FastifyBaseLogger;
  /** A line sent or decided is a change to the booked request (`service_request.status`, ADR 051). */
  events: Pick<DomainEvents, 'emit'>;
}
