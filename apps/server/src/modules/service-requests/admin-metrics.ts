import { ADMIN_METRICS_PERIODS, type AdminMetrics, type AdminMetricsDay } from '@pitstop/contracts';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, metricDays, offers, paymentAuthorisations, serviceRequests } from '../../db/schema/index.ts';
import type { ServiceRequestsDeps } from './service-requests-deps.ts';
import { anyOf } from '../../db/any-of.ts';

const DAY_MS = 86_400_000;
/** The appointments that were bookings (a shop's proposal becomes one when accepted). */
const BOOKED = ['booked', 'completed', 'no_show', 'cancelled'] as const;
/**
 * A UTC day is written this long after it ended (ADR 083): a transaction that took its time (`created_at`,
 * `captured_at`) before midnight has committed by then. Offers made in the last this-long are the page's own count.
 */
export const METRIC_DAY_GRACE_MS = 10 * 60_000;
/** Days written per transaction by the job's backfill. */
const BACKFILL_BATCH_DAYS = 15;
/** The job's runs take turns (two server processes at once): `pg_advisory_xact_lock` on this key. */
const WRITE_LOCK = 'service-requests.metric-days';

type Figures = Omit<AdminMetricsDay, 'day'>;
type Conn = Db | Tx;
type Counts = Map<string, number>;

/** A timestamp's UTC day as YYYY-MM-DD, in SQL. */
const utcDay = (column: typeof serviceRequests.createdAt | typeof appointments.createdAt | typeof paymentAuthorisations.capturedAt) =>
  sql<string>`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;
const dayOf = (time: Date | number) => new Date(time).toISOString().slice(0, 10);
const startOfDay = (time: Date) => Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate());
const inTurn = async <T>(queries: Array<() => Promise<T>>) => {
  const results: T[] = [];
  for (const query of queries) results.push(await query());
  return results;
};
const byKey = (rows: Array<{ day: string; n: number }>): Counts => new Map(rows.map((row) => [row.day, row.n]));

/**
 * The figures of the UTC days from `from` (a day's start) to `to` (excluded; none: to now), counted live: one query
 * per figure, each a range scan of its own index on the time it counts by: requests by their making
 * (`service_requests_created_at_idx`), the offers on those requests (`offers_service_request_id_location_id_idx`; only those made
 * before `offersBefore` when given), bookings by the request's first booking (`appointments_created_at_idx`), revenue
 * as the cents captured by capture time (`payment_authorisations_captured_at_idx`; refunds are shown on the request,
 * not subtracted here).
 */
async function liveFigures(
  db: Conn,
  { from, to, offersBefore, inTransaction = false }: { from: Date; to?: Date; offersBefore?: Date; inTransaction?: boolean },
): Promise<Map<string, Figures>> {
  const requestDay = utcDay(serviceRequests.createdAt);
  const bookingDay = utcDay(appointments.createdAt);
  const captureDay = utcDay(paymentAuthorisations.capturedAt);
  const requestsIn = and(gte(serviceRequests.createdAt, from), to ? lt(serviceRequests.createdAt, to) : undefined);
  const queries: Array<() => Promise<Array<{ day: string; n: number }>>> = [
    () => db.select({ day: requestDay, n: sql<number>`count(*)::int` }).from(serviceRequests).where(requestsIn).groupBy(requestDay),
    () => db
      .select({ day: requestDay, n: sql<number>`count(*)::int` })
      .from(serviceRequests)
      .innerJoin(offers, eq(offers.serviceRequestId, serviceRequests.id))
      .where(and(requestsIn, offersBefore ? lt(offers.createdAt, offersBefore) : undefined))
      .groupBy(requestDay),
    () => db
      .select({ day: bookingDay, n: sql<number>`count(distinct ${appointments.serviceRequestId})::int` })
      .from(appointments)
      .where(and(gte(appointments.createdAt, from), to ? lt(appointments.createdAt, to) : undefined, inArray(appointments.status, [...BOOKED])))
      .groupBy(bookingDay),
    () => db
      .select({ day: captureDay, n: sql<number>`coalesce(sum(${paymentAuthorisations.capturedCents}), 0)::int` })
      .from(paymentAuthorisations)
      .where(
        and(eq(paymentAuthorisations.status, 'captured'), gte(paymentAuthorisations.capturedAt, from), to ? lt(paymentAuthorisations.capturedAt, to) : undefined),
      )
      .groupBy(captureDay),
  ];
  // A transaction is one connection: its queries one after another.
  const results = inTransaction ? await inTurn(queries) : await Promise.all(queries.map((query) => query()));
  const [requestsOn, offersOn, bookingsOn, revenueOn] = results.map(byKey) as [Counts, Counts, Counts, Counts];
  const figures = new Map<string, Figures>();
  for (const day of new Set([...requestsOn.keys(), ...offersOn.keys(), ...bookingsOn.keys(), ...revenueOn.keys()])) {
    figures.set(day, { requests: requestsOn.get(day) ?? 0, offers: offersOn.get(day) ?? 0, bookings: bookingsOn.get(day) ?? 0, revenueCents: revenueOn.get(day) ?? 0 });
  }
  return figures;
}

/**
 * The offers made at or after `since` (and before `before`, when given) on the requests of the UTC days `days`, by
 * the request's day: a range of `offers_created_at_idx` (the offers made since the job's last run), each offer's
 * request by its key.
 */
async function offersMadeSince(db: Conn, { since, before, days }: { since: Date; before?: Date; days: string[] }): Promise<Map<string, number>> {
  const requestDay = utcDay(serviceRequests.createdAt);
  const sorted = [...days].sort();
  const rows = await db
    .select({ day: requestDay, n: sql<number>`count(*)::int` })
    .from(offers)
    .innerJoin(serviceRequests, eq(serviceRequests.id, offers.serviceRequestId))
    .where(
      and(
        gte(offers.createdAt, since),
        before ? lt(offers.createdAt, before) : undefined,
        gte(serviceRequests.createdAt, new Date(sorted[0]!)),
        lt(serviceRequests.createdAt, new Date(Date.parse(sorted.at(-1)!) + DAY_MS)),
      ),
    )
    .groupBy(requestDay);
  const wanted = new Set(days);
  return byKey(rows.filter((row) => wanted.has(row.day)));
}

/** Written days' rows grouped by the `offers_until` they were counted to (one group but while a run is under way). */
function byOffersUntil<Row extends { day: string; offersUntil: Date }>(rows: Row[]): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) groups.set(row.offersUntil.getTime(), [...(groups.get(row.offersUntil.getTime()) ?? []), row]);
  return groups;
}

/**
 * GET /v3/admin/metrics (docs/product/operations.md, ADR 083): the marketplace's last `days` UTC days, today
 * included. The closed days written by the job are read from `metric_days` (one row each), with the offers made on
 * their requests since each row's `offers_until`; today and any day not yet written are counted live, from the first
 * day of the period not written. The answer is the live count's, day by day.
 */
export async function getAdminMetrics(deps: Pick<ServiceRequestsDeps, 'db' | 'clock'>, { days }: { days: number }): Promise<AdminMetrics> {
  const { db } = deps;
  const today = startOfDay(deps.clock.now());
  const from = new Date(today - (days - 1) * DAY_MS);
  const periodDays = Array.from({ length: days }, (_, index) => dayOf(from.getTime() + index * DAY_MS));
  const stored = await db
    .select({
      day: metricDays.day,
      requests: metricDays.requests,
      offers: metricDays.offers,
      offersUntil: metricDays.offersUntil,
      bookings: metricDays.bookings,
      revenueCents: metricDays.revenueCents,
    })
    .from(metricDays)
    .where(and(gte(metricDays.day, periodDays[0]!), lt(metricDays.day, dayOf(today))))
    .orderBy(asc(metricDays.day));
  // Written days are read up to the first one missing; from there on, live.
  const written = stored.filter((row, index) => row.day === periodDays[index]);
  const liveFrom = new Date(from.getTime() + written.length * DAY_MS);
  const [live, ...late] = await Promise.all([
    liveFigures(db, { from: liveFrom }),
    ...[...byOffersUntil(written)].map(([since, rows]) => offersMadeSince(db, { since: new Date(since), days: rows.map((row) => row.day) })),
  ]);
  const lateOn = (day: string) => late.reduce((total, counts) => total + (counts.get(day) ?? 0), 0);
  const byDay: AdminMetricsDay[] = periodDays.map((day, index) => {
    const row = written[index];
    if (row) return { day, requests: row.requests, offers: row.offers + lateOn(day), bookings: row.bookings, revenueCents: row.revenueCents };
    return { day, requests: 0, offers: 0, bookings: 0, revenueCents: 0, ...live.get(day) };
  });
  const sum = (pick: (day: AdminMetricsDay) => number) => byDay.reduce((total, day) => total + pick(day), 0);
  const totals = { requests: sum((day) => day.requests), offers: sum((day) => day.offers), bookings: sum((day) => day.bookings), revenueCents: sum((day) => day.revenueCents) };
  const ratio = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000);
  return {
    days,
    from: byDay[0]!.day,
    to: byDay.at(-1)!.day,
    totals: { ...totals, offersPerRequest: ratio(totals.offers, totals.requests), conversion: ratio(totals.bookings, totals.requests) },
    byDay,
  };
}

/** The live count of the same period, day by day (the figures the written days must equal; ADR 083's proof). */
export async function liveAdminMetricsByDay(db: Db, { days, now }: { days: number; now: Date }): Promise<AdminMetricsDay[]> {
  const from = new Date(startOfDay(now) - (days - 1) * DAY_MS);
  const live = await liveFigures(db, { from });
  return Array.from({ length: days }, (_, index) => {
    const day = dayOf(from.getTime() + index * DAY_MS);
    return { day, requests: 0, offers: 0, bookings: 0, revenueCents: 0, ...live.get(day) };
  });
}

const takeTurn = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${WRITE_LOCK}))`);

/**
 * The recurring job `service-requests.write-metric-days` (ADR 083), by the marketplace's clock. `cut` is
 * METRIC_DAY_GRACE_MS before `now`: first the written days' offers made before `cut` are added and their
 * `offers_until` moved to it; then the closed days (ended by `cut`) of the longest period the page shows that are
 * not written yet are counted and written, newest first, BACKFILL_BATCH_DAYS a transaction. Each transaction holds
 * the job's advisory lock and re-reads what is written, so two processes running it at once take turns and write
 * each day once; a day already written is kept (insert … on conflict do nothing).
 */
export async function writeMetricDays(deps: { db: Db }, now: Date): Promise<{ written: number; caughtUp: number }> {
  const cut = new Date(now.getTime() - METRIC_DAY_GRACE_MS);
  const firstOpen = startOfDay(cut);
  const caughtUp = await deps.db.transaction(async (tx) => {
    await takeTurn(tx);
    const behind = await tx.select({ day: metricDays.day, offersUntil: metricDays.offersUntil }).from(metricDays).where(lt(metricDays.offersUntil, cut));
    for (const [since, rows] of byOffersUntil(behind)) {
      const late = await offersMadeSince(tx, { since: new Date(since), before: cut, days: rows.map((row) => row.day) });
      for (const [day, n] of late) {
        await tx.update(metricDays).set({ offers: sql`${metricDays.offers} + ${n}`, updatedAt: now }).where(eq(metricDays.day, day));
      }
    }
    if (behind.length > 0) await tx.update(metricDays).set({ offersUntil: cut, updatedAt: now }).where(lt(metricDays.offersUntil, cut));
    return behind.length;
  });

  const longest = Math.max(...ADMIN_METRICS_PERIODS);
  const closed = Array.from({ length: longest - 1 }, (_, index) => dayOf(firstOpen - (index + 1) * DAY_MS));
  let written = 0;
  for (let start = 0; start < closed.length; start += BACKFILL_BATCH_DAYS) {
    const batch = closed.slice(start, start + BACKFILL_BATCH_DAYS);
    written += await deps.db.transaction(async (tx) => {
      await takeTurn(tx);
      const have = await tx.select({ day: metricDays.day }).from(metricDays).where(anyOf(metricDays.day, batch));
      const missing = batch.filter((day) => !have.some((row) => row.day === day)).sort();
      if (missing.length === 0) return 0;
      const figures = await liveFigures(tx, { from: new Date(missing[0]!), to: new Date(Date.parse(missing.at(-1)!) + DAY_MS), offersBefore: cut, inTransaction: true });
      const rows = missing.map((day) => ({ day, requests: 0, offers: 0, bookings: 0, revenueCents: 0, ...figures.get(day), offersUntil: cut, createdAt: now, updatedAt: now }));
      await tx.insert(metricDays).values(rows).onConflictDoNothing({ target: metricDays.day });
      return rows.length;
    });
  }
  return { written, caughtUp };
}

