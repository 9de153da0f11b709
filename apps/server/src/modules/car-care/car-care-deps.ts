import type { Outbox } from '../../adapters/email/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CatalogStore } from '../catalog/index.ts';
import type { MessageBudget } from '../outbox/index.ts';

/** What the car care use-cases get, built once by the module. The clock is required (ADR 053): `deps.clock.now()`. */
export interface CarCareDeps {
  db: Db;
  clock: Clock;
  /** The catalogue's services by slug: what the maintenance schedule names. */
  catalog: CatalogStore;
  outbox: Outbox;
  /** Every reminder email is counted against it (ADR 047). */
  messageBudget: MessageBudget;
  config: Pick<Config, 'brandName' | 'publicUrl'>;
}
