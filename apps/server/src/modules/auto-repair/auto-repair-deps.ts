import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Coverage } from '../locations/index.ts';
import type { DirectoryStore } from './directory.ts';

/** What the auto-repair use-cases get, built once by the module (ADR 053: the clock, though no answer depends on it). */
export interface AutoRepairDeps {
  db: Db;
  clock: Clock;
  directory: DirectoryStore;
  coverage: Coverage;
}
