import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the auto repair use-cases get, built once by the module. The clock is required (ADR 053): `deps.clock.now()`. */
export interface AutoRepairDeps {
  db: Db;
  clock: Clock;
}
