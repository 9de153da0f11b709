import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { completedRequest, openRequest, shopsWithStaff } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { appointments, serviceRequests } from '../../db/schema/index.ts';
import { listAdminServiceRequests } from './admin-service-requests.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

const MONDAY_MORNING = new Date('2026-11-30T14:50:00Z');
const MONDAY_EVENING = new Date('2026-11-30T23:00:00Z');

describe('the operations console: requests, bookings and metrics', async () => {
  const { app, database } = await build();
  const db = database.db;
  const { alice, bob, staff, locationId } = await shopsWithStaff(app, 'admin-requests');
  const admin = await createUser(app, { admin: true, email: 'ops-requests@example.com' });
  const employee = await createUser(app, { type: 'employee', email: 'support-requests@example.com' });

  // Alice: a job booked and completed (charged) on Monday. Bob: a request still open, made the Friday before.
  app.clock.set!(MONDAY_MORNING);
  const card = (await saveTestCard(app, alice)).id;
  const charged = await completedRequest(app, alice, { cardId: card, appointmentTime: '2026-11-30T17:00:00.000Z', locationId, staff, completedAt: MONDAY_EVENING });
  // An appointment's created_at is the database's now(): the booking's day, by the marketplace's clock here.
  await db.update(appointments).set({ createdAt: MONDAY_MORNING }).where(eq(appointments.id, charged.appointmentId));
  const open = await openRequest(app, bob);
  await db.update(serviceRequests).set({ createdAt: new Date('2026-11-27T16:00:00Z') }).where(eq(serviceRequests.id, open.requestId));

  const get = (caller: CreatedUser | null, url: string) => app.inject({ method: 'GET', url: `/api/v3/admin/${url}`, headers: caller?.headers ?? {} });

  it('answers only admins: a guest 401, a customer and an employee 403, on every route', async () => {
    for (const url of ['service_requests', `service_requests/${charged.requestId}`, 'metrics']) {
      expect((await get(null, url)).statusCode).toBe(401);
      for (const caller of [alice, employee]) {
        const reply = await get(caller, url);
        expect(reply.statusCode, url).toBe(403);
        expect(reply.json().errors[0].code).toBe('admin_required');
      }
      expect((await get(admin, url)).statusCode).toBe(200);
    }
  });

  it('finds requests newest first, by id, by part of the email, by state and by day', async () => {
    const all = (await get(admin, 'service_requests')).json();
    expect(all.meta.count).toBe(2);
    expect(all.data.map((row: any) => row.id)).toEqual([charged.requestId, open.requestId]);
    expect(all.data[0]).toMatchObject({
      type: 'admin_service_requests',
      attributes: { customer_email: alice.user.email, status: 'completed', booking_status: 'completed', vehicle: '2016 Honda Civic', zipcode: '78701' },
    });
    expect(all.data[0].attributes.services).toEqual([expect.stringMatching(/oil/i)]);
    expect(all.data[1].attributes).toMatchObject({ status: 'open', booking_status: null, offer_count: open.offers.length });
    const byId = (await get(admin, `service_requests?q=${open.requestId}`)).json();
    expect(byId.data.map((row: any) => row.id)).toEqual([open.requestId]);
    const byEmail = (await get(admin, 'service_requests?q=ALICE-admin')).json();
    expect(byEmail.data.map((row: any) => row.id)).toEqual([charged.requestId]);
    // A wildcard is a character, not "anything".
    expect((await get(admin, 'service_requests?q=%25')).json().meta.count).toBe(0);
    expect((await get(admin, 'service_requests?status=open')).json().data.map((row: any) => row.id)).toEqual([open.requestId]);
    expect((await get(admin, 'service_requests?from=2026-11-28&to=2026-11-30')).json().data.map((row: any) => row.id)).toEqual([charged.requestId]);
    expect((await get(admin, 'service_requests?to=2026-11-27')).json().data.map((row: any) => row.id)).toEqual([open.requestId]);
    const second = (await get(admin, 'service_requests?per_page=1&page=2')).json();
    expect(second.data.map((row: any) => row.id)).toEqual([open.requestId]);
    expect(second.meta).toEqual({ count: 2, count_capped: false });
  });

  it('counts at most up to its cap and past the page asked for, by email part too: more says so (count_capped)', async () => {
    // Two requests, a cap of one: the count stops at one and says there are more; each page leaves the next one.
    const list = (query: { q?: string; page: number; perPage: number }) => listAdminServiceRequests({ db }, { ...query, all: false, countCap: 1 });
    expect(await list({ page: 1, perPage: 1 })).toMatchObject({ count: 1, countCapped: true, rows: [{ id: charged.requestId }] });
    expect(await list({ page: 2, perPage: 1 })).toMatchObject({ count: 2, countCapped: false, rows: [{ id: open.requestId }] });
    expect(await list({ q: 'admin-requests', page: 1, perPage: 1 })).toMatchObject({ count: 1, countCapped: true });
    expect(await list({ q: 'ALICE-admin', page: 1, perPage: 1 })).toMatchObject({ count: 1, countCapped: false, rows: [{ id: charged.requestId }] });
    expect((await listAdminServiceRequests({ db }, { page: 1, perPage: 1, all: true, countCap: 1 })).count).toBe(2);
    // One or two characters: the start of the email (ADR 084), not inside it.
    expect((await get(admin, 'service_requests?q=bO')).json().data.map((row: any) => row.id)).toEqual([open.requestId]);
    expect((await get(admin, 'service_requests?q=ob')).json().meta.count).toBe(0);
  });

  it('refuses a bad query in a sentence on its parameter', async () => {
    const badDay = await get(admin, 'service_requests?from=2026-13-01');
    expect(badDay.statusCode).toBe(422);
    const backwards = await get(admin, 'service_requests?from=2026-11-30&to=2026-11-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors[0].detail).toBe('The first day is after the last.');
    expect((await get(admin, 'service_requests?status=lost')).statusCode).toBe(422);
    expect((await get(admin, 'metrics?days=7')).json().errors[0].detail).toBe('The period is 30 or 90 days.');
  });

  it('shows one request with its offers, its booking and the hold it was charged on', async () => {
    const reply = await get(admin, `service_requests/${charged.requestId}`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const request = reply.json().data.attributes;
    expect(request.offers.length).toBeGreaterThan(0);
    expect(request.offers.find((offer: any) => offer.id === charged.offerId)).toMatchObject({ status: 'accepted', location_id: locationId });
    expect(request.appointments).toEqual([
      expect.objectContaining({ id: charged.appointmentId, status: 'completed', payment_state: 'captured', approved_total_cents: charged.approvedTotalCents }),
    ]);
    expect(request.payments).toEqual([
      expect.objectContaining({ status: 'captured', captured_cents: charged.approvedTotalCents, refunded_cents: 0, card_last4: '4242', refunds: [] }),
    ]);
    expect((await get(admin, `service_requests/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(admin, 'service_requests/not-an-id')).statusCode).toBe(404);
  });

  it('counts requests, offers, bookings, conversion and revenue by UTC day over the last 30 or 90 days', async () => {
    const reply = await get(admin, 'metrics');
    expect(reply.statusCode, reply.body).toBe(200);
    const metrics = reply.json().data;
    expect(metrics.id).toBe('last-30-days');
    const { by_day: byDay, totals, from, to } = metrics.attributes;
    expect(byDay).toHaveLength(30);
    expect([from, to]).toEqual(['2026-11-01', '2026-11-30']);
    const offers = open.offers.length;
    const monday = byDay.find((day: any) => day.day === '2026-11-30');
    expect(monday).toMatchObject({ requests: 1, bookings: 1, revenue_cents: charged.approvedTotalCents });
    expect(byDay.find((day: any) => day.day === '2026-11-27')).toMatchObject({ requests: 1, offers, bookings: 0, revenue_cents: 0 });
    expect(totals).toMatchObject({ requests: 2, bookings: 1, conversion: 0.5, revenue_cents: charged.approvedTotalCents });
    expect(totals.offers_per_request).toBeCloseTo(totals.offers / 2, 3);
    expect((await get(admin, 'metrics?days=90')).json().data.attributes.by_day).toHaveLength(90);
  });
});
