import type { Db } from '../../db/client.ts';
import type { CatalogStore } from '../catalog/index.ts';
import type { Coverage } from '../locations/index.ts';

/** What the service-request use-cases use; built once by the module. */
export interface ServiceRequestsDeps {
  db: Db;
  catalog: CatalogStore;
  coverage: Coverage;
  /** Autoquote offers made with each request (config OFFERS_PER_REQUEST). */
  offersPerRequest: number;
}
