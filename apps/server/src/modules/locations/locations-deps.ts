import type { Db } from '../../db/client.ts';
import type { Coverage } from './coverage.ts';
import type { ShopsPort } from './shops-port.ts';

/** What the locations use-cases use; built once by the locations module. */
export interface LocationsDeps {
  db: Db;
  coverage: Coverage;
  shops: ShopsPort;
}
