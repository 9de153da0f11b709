import type { Outbox } from '../../adapters/email/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MessageBudget } from '../outbox/index.ts';
import type { DomainEvents } from '../../plugins/events.ts';

/** What the shop portal's use-cases use; built once by the shops module (shops.module.ts). */
export interface ShopsDeps {
  db: Db;
  config: Pick<Config, 'brandName' | 'publicUrl' | 'supportEmail'>;
  /** Tells customers of new offers (email, SMS; kept in /dev/outbox without a transport). */
  outbox: Outbox;
  /** Every customer message is counted against it (tellMember, ADR 047). */
  messageBudget: MessageBudget;
  /** The marketplace's time (lib/clock.ts): an offer's making, its validity, the shop's answer time. */
  clock: Clock;
  /** Where a write records what it changed, in its transaction (ADR 051): caches and open pages on every node hear of it. */
  events: Pick<DomainEvents, 'emit'>;
}
