import type { MessageBudget } from '../outbox/index.ts';
import type { Outbox } from '../../adapters/email/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Coverage } from './coverage.ts';
import type { ShopsPort } from './shops-port.ts';

/** What the locations use-cases use; built once by the locations module. */
export interface LocationsDeps {
  db: Db;
  /** The marketplace's time (lib/clock.ts): when the console marks a form handled. */
  clock: Clock;
  coverage: Coverage;
  shops: ShopsPort;
  /** The coverage-gap forms' emails (coverage-emails.ts). */
  outbox: Outbox;
  /** The notification budget per target (outbox/message-budget.ts, ADR 047). */
  messageBudget: MessageBudget;
  config: Pick<Config, 'brandName' | 'publicUrl' | 'supportEmail'>;
}
