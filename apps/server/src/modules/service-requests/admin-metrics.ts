import type { AdminMetrics, AdminMetricsDay } from '@pitstop/contracts';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { appointments, offers, paymentAuthorisations, serviceRequests } from '../../db/schema/index.ts';
import type { ServiceRequestsDeps } from './service-requests-deps.ts';

const DAY_MS = 86_400_000;
/** The appointments that were bookings (a shop's proposal becomes one when accepted). */
const BOOKED = ['booked', 'completed', 'no_show', 'cancelled'] as const;

/** A timestamp's UTC day as YYYY-MM-DD, in SQL. */
const utcDay = (column: typeof serviceRequests.createdAt | typeof appointments.createdAt | typeof paymentAuthorisations.capturedAt) =>
  sql<string>`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;

/**
 * GET /v3/admin/metrics (docs/product/operations.md): the marketplace's last `days` UTC days, today included. One
 * query per figure, each a range scan of its own index on the time it counts by: requests by their making
 * (`service_requests_created_at_idx`), the offers on those requests (`offers_service_request_id_idx`), bookings by
 * the request's first booking (`appointments_created_at_idx`), revenue as the cents captured by capture time
 * (`payment_authorisations_captured_at_idx`; refunds are shown on the request, not subtracted here).
 */
export async function getAdminMetrics(deps: Pick<ServiceRequestsDeps, 'db' | 'clock'>, { days }: { days: number }): Promise<AdminMetrics> {
  const { db } = deps;
  const now = deps.clock.now();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  const requestDay = utcDay(serviceRequests.createdAt);
  const bookingDay = utcDay(appointments.createdAt);
  const captureDay = utcDay(paymentAuthorisations.capturedAt);
  const [requests, offersByDay, bookings, revenue] = await Promise.all([
    db.select({ day: requestDay, n: sql<number>`count(*)::int` }).from(serviceRequests).where(gte(serviceRequests.createdAt, from)).groupBy(requestDay),
    db
      .select({ day: requestDay, n: sql<number>`count(*)::int` })
      .from(serviceRequests)
      .innerJoin(offers, eq(offers.serviceRequestId, serviceRequests.id))
      .where(gte(serviceRequests.createdAt, from))
      .groupBy(requestDay),
    db
      .select({ day: bookingDay, n: sql<number>`count(distinct ${appointments.serviceRequestId})::int` })
      .from(appointments)
      .where(and(gte(appointments.createdAt, from), inArray(appointments.status, [...BOOKED])))
      .groupBy(bookingDay),
    db
      .select({ day: captureDay, n: sql<number>`coalesce(sum(${paymentAuthorisations.capturedCents}), 0)::int` })
      .from(paymentAuthorisations)
      .where(and(eq(paymentAuthorisations.status, 'captured'), gte(paymentAuthorisations.capturedAt, from)))
      .groupBy(captureDay),
  ]);
  const byKey = (rows: Array<{ day: string; n: number }>) => new Map(rows.map((row) => [row.day, row.n]));
  const [requestsOn, offersOn, bookingsOn, revenueOn] = [byKey(requests), byKey(offersByDay), byKey(bookings), byKey(revenue)];
  const byDay: AdminMetricsDay[] = Array.from({ length: days }, (_, index) => {
    const day = new Date(from.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    return {
      day,
      requests: requestsOn.get(day) ?? 0,
      offers: offersOn.get(day) ?? 0,
      bookings: bookingsOn.get(day) ?? 0,
      revenueCents: revenueOn.get(day) ?? 0,
    };
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
