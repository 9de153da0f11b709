import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Coverage } from '../locations/index.ts';

/** What the membership use-cases get, built once by the module. The clock is required (ADR 053): `deps.clock.now()`. */
export interface MembershipDeps {
  db: Db;
  clock: Clock;
  coverage: Coverage;
  /** The brand's defaults for a partner that is not white-labelled (config). */
  brand: { name: string; slug: string; supportPhone: string | null };
}
