import type { Outbox } from '../../adapters/email/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../plugins/events.ts';
import type { MessageBudget } from '../outbox/index.ts';

/** Built once by the module. */
export interface ReviewsDeps {
  db: Db;
  clock: Clock;
  events: Pick<DomainEvents, 'emit'>;
  outbox: Outbox;
  /** Every customer message is counted against it (tellMember, ADR 047). */
  messageBudget: MessageBudget;
  config: Config;
}
