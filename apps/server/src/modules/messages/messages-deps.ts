import type { Outbox } from '../../adapters/email/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../plugins/events.ts';
import type { MessageBudget } from '../outbox/index.ts';

/** What the messages use-cases get, built once by the module. The clock is required (ADR 053): `deps.clock.now()`. */
export interface MessagesDeps {
  db: Db;
  clock: Clock;
  /** `message.created` and `message_thread.read` are recorded with the writes (ADR 051, 063). */
  events: Pick<DomainEvents, 'emit'>;
  outbox: Outbox;
  /** Every email of a new message is counted against it (ADR 047). */
  messageBudget: MessageBudget;
  config: Pick<Config, 'brandName' | 'publicUrl'>;
}
