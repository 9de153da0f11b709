import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser } from '../../../test/factories.ts';
import { completedRequest, openRequest, shopsWithStaff } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { appointments, metricDays, serviceRequests } from '../../db/schema/index.ts';
import { RECURRING_JOBS } from '../../jobs/index.ts';
import { liveAdminMetricsByDay, METRIC_DAY_GRACE_MS, writeMetricDays } from './admin-metrics.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

// ADR 083: the console's metrics read closed days from `metric_days`, written by a recurring job, and must equal the
// live count day by day whatever the job has written so far.
const FRIDAY_MORNING = new Date('2026-11-20T14:50:00Z');
const FRIDAY_EVENING = new Date('2026-11-20T23:00:00Z');
const WEDNESDAY = new Date('2026-11-25T16:00:00Z');
const MONDAY_NOON = new Date('2026-11-30T12:00:00Z');
const MINUTE = 60_000;

describe('the console metrics: closed days from the written table, equal to the live count (ADR 083)', async () => {
  const { app, database } = await build();
  const db = database.db;
  const { alice, bob, staff, locationId } = await shopsWithStaff(app, 'metric-days');
  const admin = await createUser(app, { admin: true, email: 'ops-metric-days@example.com' });
  const oilChange = (await app.catalog.get()).bySlug.get('oil-change')!.id;
  afterAll(() => app.clock.reset!());

  // Alice: a job booked and charged on Friday the 20th. Bob: a request made on Wednesday the 25th, still open.
  // Alice again: a request this Monday, the day the tests look from.
  app.clock.set!(FRIDAY_MORNING);
  const card = (await saveTestCard(app, alice)).id;
  const charged = await completedRequest(app, alice, { cardId: card, appointmentTime: '2026-11-20T17:00:00.000Z', locationId, staff, completedAt: FRIDAY_EVENING });
  // An appointment's created_at is the database's now(): the booking's day, by the marketplace's clock here.
  await db.update(appointments).set({ createdAt: FRIDAY_MORNING }).where(eq(appointments.id, charged.appointmentId));
  app.clock.set!(WEDNESDAY);
  const wednesday = await openRequest(app, bob);
  app.clock.set!(MONDAY_NOON);
  const today = await openRequest(app, alice);

  const page = async (days: 30 | 90) => {
    const reply = await app.inject({ method: 'GET', url: `/api/v3/admin/metrics?days=${days}`, headers: admin.headers });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data.attributes;
  };
  /** The page's days, as the live count has them, for both periods. */
  const expectPageIsLive = async () => {
    for (const days of [30, 90] as const) {
      const shown = await page(days);
      const live = await liveAdminMetricsByDay(db, { days, now: app.clock.now() });
      expect(shown.by_day).toEqual(live.map(({ revenueCents, ...day }) => ({ ...day, revenue_cents: revenueCents })));
      expect(shown.totals.offers).toBe(live.reduce((total, day) => total + day.offers, 0));
    }
  };
  const written = () => db.select().from(metricDays).orderBy(asc(metricDays.day));
  const shownDay = async (day: string) => (await page(30)).by_day.find((row: any) => row.day === day);

  it('with nothing written yet, counts every day live', async () => {
    expect(await written()).toEqual([]);
    await expectPageIsLive();
    expect(await shownDay('2026-11-20')).toMatchObject({ requests: 1, bookings: 1, revenue_cents: charged.approvedTotalCents });
    expect(await shownDay('2026-11-25')).toMatchObject({ requests: 1, offers: wednesday.offers.length, bookings: 0, revenue_cents: 0 });
    expect(await shownDay('2026-11-30')).toMatchObject({ requests: 1, offers: today.offers.length });
  });

  it('on its first run writes every closed day of the longest period, with the live figures; the page is unchanged', async () => {
    await app.jobs.runNow(RECURRING_JOBS.writeMetricDays.name);
    const rows = await written();
    expect(rows).toHaveLength(89);
    expect([rows[0]!.day, rows.at(-1)!.day]).toEqual(['2026-09-02', '2026-11-29']);
    const live = new Map((await liveAdminMetricsByDay(db, { days: 90, now: app.clock.now() })).map((day) => [day.day, day]));
    for (const row of rows) {
      expect({ day: row.day, requests: row.requests, offers: row.offers, bookings: row.bookings, revenueCents: row.revenueCents }).toEqual(live.get(row.day));
    }
    expect(rows.find((row) => row.day === '2026-11-20')).toMatchObject({ requests: 1, bookings: 1, revenueCents: charged.approvedTotalCents });
    await expectPageIsLive();
  });

  it('runs again without changing anything (idempotent)', async () => {
    const figures = (rows: Array<typeof metricDays.$inferSelect>) => rows.map(({ day, requests, offers, bookings, revenueCents }) => ({ day, requests, offers, bookings, revenueCents }));
    const before = await written();
    // A later run only moves offers_until on (no offer was made since); the same instant again changes nothing.
    const now = app.clock.now();
    expect(await writeMetricDays({ db }, now)).toEqual({ written: 0, caughtUp: 89 });
    const after = await written();
    expect(figures(after)).toEqual(figures(before));
    expect(await writeMetricDays({ db }, now)).toEqual({ written: 0, caughtUp: 0 });
    expect(await written()).toEqual(after);
  });

  it('counts an offer made today on a closed day’s request on that day at once, and the next run writes it in', async () => {
    const wednesdayRow = async () => (await written()).find((row) => row.day === '2026-11-25')!;
    const before = await wednesdayRow();
    app.clock.advance!(5 * MINUTE);
    const sent = await app.inject({
      method: 'POST',
      url: `/api/shop/v1/locations/${locationId}/requests/${wednesday.requestId}/offers`,
      headers: staff.headers,
      payload: { lineItems: [{ serviceId: oilChange, laborHours: 1, partsCents: 2_000, feesCents: 0 }] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // The row still has the offers made before its offers_until; the page adds the new one.
    expect(await wednesdayRow()).toEqual(before);
    expect((await shownDay('2026-11-25')).offers).toBe(before.offers + 1);
    await expectPageIsLive();

    // Within the grace the job leaves it to the page; after it, the row takes it and moves on.
    await writeMetricDays({ db }, app.clock.now());
    expect((await wednesdayRow()).offers).toBe(before.offers);
    app.clock.advance!(METRIC_DAY_GRACE_MS + MINUTE);
    expect(await writeMetricDays({ db }, app.clock.now())).toMatchObject({ written: 0, caughtUp: 89 });
    const after = await wednesdayRow();
    expect(after.offers).toBe(before.offers + 1);
    expect(after.offersUntil.getTime()).toBeGreaterThan(before.offersUntil.getTime());
    expect((await shownDay('2026-11-25')).offers).toBe(before.offers + 1);
    await expectPageIsLive();
  });

  it('writes a day once it has closed and the grace has passed, and the page moves on a day', async () => {
    // Another request on Monday evening, then just past midnight: Monday is not written yet.
    app.clock.set!(new Date('2026-11-30T22:00:00Z'));
    await openRequest(app, bob);
    app.clock.set!(new Date(Date.parse('2026-12-01T00:00:00Z') + METRIC_DAY_GRACE_MS / 2));
    expect((await writeMetricDays({ db }, app.clock.now())).written).toBe(0);
    expect((await written()).at(-1)!.day).toBe('2026-11-29');
    await expectPageIsLive();
    expect(await shownDay('2026-11-30')).toMatchObject({ requests: 2 });

    app.clock.set!(new Date(Date.parse('2026-12-01T00:00:00Z') + METRIC_DAY_GRACE_MS + MINUTE));
    expect((await writeMetricDays({ db }, app.clock.now())).written).toBe(1);
    const monday = (await written()).at(-1)!;
    expect(monday).toMatchObject({ day: '2026-11-30', requests: 2 });
    const page30 = await page(30);
    expect([page30.from, page30.to]).toEqual(['2026-11-02', '2026-12-01']);
    await expectPageIsLive();
  });

  it('two runs at once (two server processes) write each day once, with the live figures', async () => {
    await db.delete(metricDays);
    const now = app.clock.now();
    const runs = await Promise.all([writeMetricDays({ db }, now), writeMetricDays({ db }, now)]);
    // Their batches take turns (which run writes which batch varies); together they write each day once.
    expect(runs[0]!.written + runs[1]!.written).toBe(89);
    expect(await written()).toHaveLength(89);
    await expectPageIsLive();
  });

  it('a request moved to an old day by hand is outside the rule: the written day keeps its count (the live count would not)', async () => {
    // The rule assumes a closed day's requests, bookings and captures are never written later (ADR 083); a request
    // whose created_at is rewritten into a written day shows the difference, which is what the rule allows for.
    const before = (await written()).find((row) => row.day === '2026-11-29')!;
    await db.update(serviceRequests).set({ createdAt: new Date('2026-11-29T12:00:00Z') }).where(eq(serviceRequests.id, today.requestId));
    expect((await written()).find((row) => row.day === '2026-11-29')!.requests).toBe(before.requests);
    expect((await shownDay('2026-11-29')).requests).toBe(before.requests);
    const live = await liveAdminMetricsByDay(db, { days: 30, now: app.clock.now() });
    expect(live.find((day) => day.day === '2026-11-29')!.requests).toBe(before.requests + 1);
  });
});
