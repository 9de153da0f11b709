import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';

/**
 * Each location's median time to answer a request by hand (docs/product/shops.md "usually answers within …"): the median of
 * `answer_seconds` over the location's `shop` offers — withdrawn ones too, each was an answer — in whole minutes,
 * rounded half up; a location that never bid by hand has none (null). The shop portal and the customer's offers
 * read this one figure.
 */
export async function medianAnswerMinutes(db: Db, locationIds: readonly string[]): Promise<Map<string, number | null>> {
  const medians = new Map<string, number | null>(locationIds.map((id) => [id, null]));
  if (locationIds.length === 0) return medians;
  const rows = await db
    .select({
      locationId: offers.locationId,
      seconds: sql<number | string>`percentile_cont(0.5) within group (order by ${offers.answerSeconds})`,
    })
    .from(offers)
    .where(and(inArray(offers.locationId, [...new Set(locationIds)]), eq(offers.source, 'shop'), isNotNull(offers.answerSeconds)))
    .groupBy(offers.locationId);
  for (const row of rows) medians.set(row.locationId, Math.round(Number(row.seconds) / 60));
  return medians;
}
