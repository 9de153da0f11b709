import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CatalogStore } from '../catalog/index.ts';
import type { ShopPrices } from './shop-prices.ts';

/** What the repair costs use-cases get, built once by the module. The clock is required (ADR 053): `deps.clock.now()`. */
export interface RepairCostsDeps {
  db: Db;
  clock: Clock;
  catalog: CatalogStore;
  /** The markets' shops and the bands drawn across them, kept in this process. */
  prices: ShopPrices;
}
