import type { MessageBudget } from '../outbox/index.ts';
import type { Outbox } from '../../adapters/email/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Coverage } from './coverage.ts';
import type { ShopsPort } from './shops-port.ts';

/** What the locations use-cases use; built once by the locations module. */
export interface LocationsDeps {
  db: Db;
  coverage: Coverage;
  shops: ShopsPort;
  /** The coverage-gap forms' emails (coverage-emails.ts). */
  outbox: Outbox;
  /** The notification budget per target (outbox/message-budget.ts, ADR 047). */
  messageBudget: MessageBudget;
  config: Pick<Config, 'brandName' | 'publicUrl' | 'supportEmail'>;
}
