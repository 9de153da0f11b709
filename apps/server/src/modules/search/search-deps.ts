import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/** What the search reads with, built once by the module. It decides nothing by the time: no clock (ADR 053). */
export interface SearchDeps {
  db: Db;
  /** The support conversation is named after the brand ("Pitstop support"), as in the thread list. */
  config: Pick<Config, 'brandName'>;
}
