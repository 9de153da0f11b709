import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers, shopLocations } from '../../db/schema/index.ts';
import { anyOf } from '../../db/any-of.ts';

/** How many of a location's latest answers its median is taken over (docs/product/shops.md, ADR 085). */
export const ANSWERS_IN_MEDIAN = 200;

/**
 * Each location's median time to answer a request by hand (docs/product/shops.md "usually answers within …"): the median of
 * `answer_seconds` over the location's latest ANSWERS_IN_MEDIAN `shop` offers — withdrawn ones too, each was an
 * answer — in whole minutes, rounded half up; a location that never bid by hand has none (null). The shop portal
 * and the customer's offers read this one figure. Latest by when the offer was made, read newest first from
 * `offers_location_id_answered_idx`: never more than that many rows a location, however long it has answered.
 */
export async function medianAnswerMinutes(db: Db, locationIds: readonly string[]): Promise<Map<string, number | null>> {
  const medians = new Map<string, number | null>(locationIds.map((id) => [id, null]));
  if (locationIds.length === 0) return medians;
  const latest = db
    .select({ seconds: offers.answerSeconds })
    .from(offers)
    .where(and(eq(offers.locationId, shopLocations.id), eq(offers.source, 'shop'), isNotNull(offers.answerSeconds)))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(ANSWERS_IN_MEDIAN)
    .as('latest');
  const rows = await db
    .select({
      locationId: shopLocations.id,
      seconds: sql<number | string>`percentile_cont(0.5) within group (order by ${latest.seconds})`,
    })
    .from(shopLocations)
    .innerJoinLateral(latest, sql`true`)
    .where(anyOf(shopLocations.id, [...new Set(locationIds)]))
    .groupBy(shopLocations.id);
  for (const row of rows) medians.set(row.locationId, Math.round(Number(row.seconds) / 60));
  return medians;
}
