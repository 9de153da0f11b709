import { ROADSIDE_EVENTS_PER_YEAR, ROADSIDE_WAITING_DAYS } from '@pitstop/contracts';
import { and, gte, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { roadsideEvents } from '../../db/schema/index.ts';
import { anyOf } from '../../db/any-of.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The membership year `now` falls in: from the signing date's last anniversary to its next (UTC calendar years). */
export function membershipYear(signedAt: Date, now: Date): { start: Date; end: Date } {
  const anniversary = (years: number) => {
    const date = new Date(signedAt);
    date.setUTCFullYear(signedAt.getUTCFullYear() + years);
    return date;
  };
  let years = Math.max(0, now.getUTCFullYear() - signedAt.getUTCFullYear());
  while (years > 0 && anniversary(years) > now) years--;
  return { start: anniversary(years), end: anniversary(years + 1) };
}

/** Spec 001 §9: help from 3 days after signing. */
export const roadsideAvailableFrom = (signedAt: Date) => new Date(signedAt.getTime() + ROADSIDE_WAITING_DAYS * DAY_MS);

export interface RoadsideStanding {
  availableFrom: Date;
  yearStart: Date;
  yearEnd: Date;
  eventsUsed: number;
  eventsLeft: number;
}

/**
 * Where each subscription stands with roadside help now (docs/product/membership.md): when it opens, the membership
 * year, and its events used in that year. One query for all of them.
 */
export async function roadsideStandings(db: Db | Tx, subscriptions: { id: string; createdAt: Date }[], now: Date): Promise<Map<string, RoadsideStanding>> {
  const years = new Map(subscriptions.map((s) => [s.id, { signedAt: s.createdAt, ...membershipYear(s.createdAt, now) }]));
  const used = new Map<string, number>();
  if (subscriptions.length > 0) {
    const earliest = new Date(Math.min(...[...years.values()].map((year) => year.start.getTime())));
    const rows = await db
      .select({ subscriptionId: roadsideEvents.subscriptionId, createdAt: roadsideEvents.createdAt })
      .from(roadsideEvents)
      .where(and(anyOf(roadsideEvents.subscriptionId, [...years.keys()]), gte(roadsideEvents.createdAt, earliest), lt(roadsideEvents.createdAt, now)));
    for (const row of rows) {
      const year = years.get(row.subscriptionId)!;
      if (row.createdAt >= year.start && row.createdAt < year.end) used.set(row.subscriptionId, (used.get(row.subscriptionId) ?? 0) + 1);
    }
  }
  return new Map(
    [...years].map(([id, year]) => {
      const eventsUsed = used.get(id) ?? 0;
      return [
        id,
        { availableFrom: roadsideAvailableFrom(year.signedAt), yearStart: year.start, yearEnd: year.end, eventsUsed, eventsLeft: Math.max(0, ROADSIDE_EVENTS_PER_YEAR - eventsUsed) },
      ];
    }),
  );
}
