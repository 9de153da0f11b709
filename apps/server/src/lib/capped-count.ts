import { count } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';

/** How many rows a console list counts at most before it says "10,000+" (ADR 084). */
export const COUNT_CAP = 10_000;

export interface CappedCount {
  count: number;
  /** There are more than `count`: the list says "count+". */
  capped: boolean;
}

/**
 * The rows of `matches` (a select of the list's rows, one constant column will do) counted up to a bound, never
 * all of a million (ADR 084): the bound is `cap`, or the last row of the page asked for if that is further, so there
 * is always a next page to go to while rows are left. Past the bound the count is the bound, and `capped`.
 */
export async function cappedCount(db: Db | Tx, matches: PgSelect, page: { page: number; perPage: number; cap?: number }): Promise<CappedCount> {
  const bound = Math.max(page.cap ?? COUNT_CAP, page.page * page.perPage);
  const [row] = await db.select({ count: count() }).from(matches.limit(bound + 1).as('matches'));
  const total = row?.count ?? 0;
  return total > bound ? { count: bound, capped: true } : { count: total, capped: false };
}
