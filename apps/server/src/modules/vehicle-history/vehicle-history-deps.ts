import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the vehicle history use-cases get, built once by the module. The clock is required (ADR 053): `deps.clock.now()`. */
export interface VehicleHistoryDeps {
  db: Db;
  clock: Clock;
  /** The share link's address (`publicUrl`) and whose history the PDF says it is (`brandName`). */
  config: Pick<Config, 'publicUrl' | 'brandName'>;
}
