import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VEHICLE_HISTORY_SHARES_MAX, formatCents } from '@pitstop/contracts';
import { build } from '../../../test/index.ts';
import type { CreatedUser } from '../../../test/factories.ts';
import { bookedRequest, shopsWithStaff } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { toCsv } from '../../lib/csv.ts';
import { appointments, ownedVehicles, serviceRequests, vehicleHistoryShares } from '../../db/schema/index.ts';
import { HISTORY_CSV_HEADER } from './history-files.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

// Monday 30 November 2026, 08:50 in Austin (CST); the jobs at 11 AM and noon, completed in the evening.
const MONDAY_MORNING = new Date('2026-11-30T14:50:00Z');
const MONDAY_EVENING = new Date('2026-11-30T23:00:00Z');
const VIN = '1HGCM82633A004352';

describe('a vehicle’s portable history', async () => {
  const { app, database } = await build();
  const db = database.db;
  const { alice, bob, staff, locationId } = await shopsWithStaff(app, 'history');

  const inject = (user: CreatedUser | null, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    app.inject({ method, url, headers: user?.headers ?? {} });
  const get = (url: string, user: CreatedUser | null = null) => inject(user, 'GET', url);

  /** A job of the user's booked at `slot` and completed by the shop at its approved total; its request and vehicle. */
  async function completedJob(user: CreatedUser, slot: string) {
    app.clock.set!(MONDAY_MORNING);
    const card = (await saveTestCard(app, user, { number: '4242424242424242' })).id;
    const booked = await bookedRequest(app, user, { cardId: card, appointmentTime: slot, locationId });
    app.clock.set!(MONDAY_EVENING);
    const [row] = await db.select().from(appointments).where(eq(appointments.id, booked.appointmentId));
    const completion = await app.inject({
      method: 'POST',
      url: `/api/shop/v1/locations/${locationId}/appointments/${booked.appointmentId}/completion`,
      headers: staff.headers,
      payload: { finalTotalCents: row!.approvedTotalCents },
    });
    expect(completion.statusCode, completion.body).toBe(200);
    const [request] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, booked.requestId));
    return { ...booked, vehicleId: request!.ownedVehicleId, approvedTotalCents: row!.approvedTotalCents };
  }

  // Alice's car: two completed jobs (the second request made for it too), and one still booked, which is not history.
  const first = await completedJob(alice, '2026-11-30T17:00:00.000Z');
  const second = await completedJob(alice, '2026-11-30T18:00:00.000Z');
  await db.update(serviceRequests).set({ ownedVehicleId: first.vehicleId }).where(eq(serviceRequests.id, second.requestId));
  await db.update(ownedVehicles).set({ vin: VIN }).where(eq(ownedVehicles.id, first.vehicleId));
  app.clock.set!(MONDAY_MORNING);
  const aliceCard = (await saveTestCard(app, alice, { number: '4242424242424242' })).id;
  const stillBooked = await bookedRequest(app, alice, { cardId: aliceCard, appointmentTime: '2026-11-30T19:00:00.000Z', locationId });
  await db.update(serviceRequests).set({ ownedVehicleId: first.vehicleId }).where(eq(serviceRequests.id, stillBooked.requestId));
  // Bob's car has the same VIN (it changed hands): his job is his, never in Alice's history.
  const bobs = await completedJob(bob, '2026-11-30T20:00:00.000Z');
  await db.update(ownedVehicles).set({ vin: VIN }).where(eq(ownedVehicles.id, bobs.vehicleId));

  const historyUrl = (vehicleId: string, suffix = '') => `/api/v3/users/vehicles/${vehicleId}/history${suffix}`;
  const sharesUrl = (vehicleId: string) => historyUrl(vehicleId, '/shares');

  it('lists the vehicle’s completed jobs, newest first: date, mileage, shop, work and the price paid', async () => {
    const reply = await get(historyUrl(first.vehicleId), alice);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const { data } = reply.json();
    expect(data).toMatchObject({ id: first.vehicleId, type: 'vehicle_histories' });
    const { vehicle, jobs, total_paid_cents } = data.attributes;
    expect(vehicle).toMatchObject({ year: 2016, make: 'Honda', model: 'Civic', vin: VIN, mileage: 60_000 });
    expect(jobs.map((job: any) => job.id)).toEqual([second.appointmentId, first.appointmentId]);
    const job = jobs[1];
    expect(job).toMatchObject({ service_date: '2026-11-30', mileage: 60_000, discount_cents: 0, rewards_cents: 0 });
    expect(job.shop_name).toEqual(expect.any(String));
    expect(job.shop_address).toMatch(/, TX$/);
    expect(job.work).toEqual([expect.objectContaining({ name: expect.stringMatching(/oil/i), kind: 'estimate', total_cents: first.approvedTotalCents })]);
    expect(job.approved_total_cents).toBe(first.approvedTotalCents);
    expect(job.charged_cents).toBe(first.approvedTotalCents);
    expect(job.paid_cents).toBe(first.approvedTotalCents);
    expect(total_paid_cents).toBe(first.approvedTotalCents + second.approvedTotalCents);
    // Bob's history of the same VIN is his alone.
    const bobsHistory = (await get(historyUrl(bobs.vehicleId), bob)).json().data.attributes;
    expect(bobsHistory.jobs.map((entry: any) => entry.id)).toEqual([bobs.appointmentId]);
  });

  it('exports CSV, a line per job, with the money formatted and a file name', async () => {
    const reply = await get(historyUrl(first.vehicleId, '.csv'), alice);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename=2016-honda-civic-service-history.csv');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const lines = reply.body.split('\r\n');
    expect(lines[0]).toBe(HISTORY_CSV_HEADER.join(','));
    expect(lines).toHaveLength(4); // the header, two jobs, and the last line's end
    const price = toCsv([[formatCents(first.approvedTotalCents)]]).slice(0, -2);
    expect(lines[2]).toContain(`2026-11-30,2016 Honda Civic,${VIN},60000,`);
    expect(lines[2]).toContain(price);
    expect(lines[2]!.endsWith(price)).toBe(true);
  });

  it('exports a PDF', async () => {
    const reply = await get(historyUrl(first.vehicleId, '.pdf'), alice);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe('attachment; filename=2016-honda-civic-service-history.pdf');
    expect(reply.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(reply.rawPayload.length).toBeGreaterThan(1000);
  });

  it('answers 404 for another user’s vehicle — its history, files and share links — and 401 signed out', async () => {
    const shared = (await inject(alice, 'POST', sharesUrl(first.vehicleId))).json().data;
    for (const caller of [bob, staff]) {
      for (const suffix of ['', '.pdf', '.csv', '/shares']) {
        const reply = await get(historyUrl(first.vehicleId, suffix), caller);
        expect(reply.statusCode, `${suffix} ${reply.body}`).toBe(404);
        expect(reply.json().errors[0]).toMatchObject({ code: 'not_found', detail: 'Vehicle not found.' });
      }
      expect((await inject(caller, 'POST', sharesUrl(first.vehicleId))).statusCode).toBe(404);
      expect((await inject(caller, 'DELETE', `${sharesUrl(first.vehicleId)}/${shared.id}`)).statusCode).toBe(404);
    }
    // Another of one's own vehicles does not reach this one's links.
    expect((await inject(bob, 'DELETE', `${sharesUrl(bobs.vehicleId)}/${shared.id}`)).statusCode).toBe(404);
    for (const suffix of ['', '.pdf', '.csv', '/shares']) expect((await get(historyUrl(first.vehicleId, suffix))).statusCode).toBe(401);
    expect((await inject(null, 'POST', sharesUrl(first.vehicleId))).statusCode).toBe(401);
    expect((await inject(alice, 'DELETE', `${sharesUrl(first.vehicleId)}/${shared.id}`)).statusCode).toBe(204);
  });

  it('refuses malformed ids and tokens (422)', async () => {
    const id = await get(historyUrl('not-a-vehicle'), alice);
    expect(id.statusCode).toBe(422);
    expect(id.json().errors[0].source.parameter).toBe('id');
    const share = await inject(alice, 'DELETE', `${sharesUrl(first.vehicleId)}/not-a-share`);
    expect(share.statusCode).toBe(422);
    expect(share.json().errors[0].source.parameter).toBe('share_id');
    const token = await get('/api/v3/vehicle_history_shares/short');
    expect(token.statusCode).toBe(422);
    expect(token.json().errors[0].source.parameter).toBe('token');
  });

  it('a share link reads the history signed out, as JSON, PDF and CSV, until the owner turns it off', async () => {
    app.clock.set!(MONDAY_EVENING);
    const created = await inject(alice, 'POST', sharesUrl(first.vehicleId));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['cache-control']).toBe('private, no-store');
    const { id, attributes } = created.json().data;
    const { token, url, hint, created_at } = attributes;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new URL(url).pathname).toBe(`/vehicle-history/${token}`);
    expect(hint).toBe(token.slice(-4));
    // The marketplace's clock runs on from where the test set it.
    expect(Date.parse(created_at) - MONDAY_EVENING.getTime()).toBeGreaterThanOrEqual(0);
    expect(Date.parse(created_at) - MONDAY_EVENING.getTime()).toBeLessThan(60_000);
    // Kept hashed: the token itself is nowhere in the database.
    const [row] = await db.select().from(vehicleHistoryShares).where(eq(vehicleHistoryShares.id, id));
    expect(row!.tokenHash).not.toContain(token);

    const listed = (await get(sharesUrl(first.vehicleId), alice)).json();
    expect(listed.data.map((share: any) => share.id)).toContain(id);
    expect(listed.data.find((share: any) => share.id === id).attributes).toEqual({ hint, created_at });

    const owners = (await get(historyUrl(first.vehicleId), alice)).json().data;
    for (const reader of [null, bob]) {
      const read = await get(`/api/v3/vehicle_history_shares/${token}`, reader);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.headers['cache-control']).toBe('private, no-store');
      expect(read.json().data).toEqual(owners);
    }
    const pdf = await get(`/api/v3/vehicle_history_shares/${token}/history.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const csv = await get(`/api/v3/vehicle_history_shares/${token}/history.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe(HISTORY_CSV_HEADER.join(','));

    const revoked = await inject(alice, 'DELETE', `${sharesUrl(first.vehicleId)}/${id}`);
    expect(revoked.statusCode).toBe(204);
    for (const suffix of ['', '/history.pdf', '/history.csv']) {
      const dead = await get(`/api/v3/vehicle_history_shares/${token}${suffix}`);
      expect(dead.statusCode).toBe(404);
      expect(dead.json().errors[0]).toMatchObject({ code: 'not_found', detail: 'This history link is not valid or was turned off by the owner.' });
    }
    // An unknown token reads the same as a revoked one; revoking twice is 404; the list forgets it.
    expect((await get(`/api/v3/vehicle_history_shares/${'A'.repeat(32)}`)).statusCode).toBe(404);
    expect((await inject(alice, 'DELETE', `${sharesUrl(first.vehicleId)}/${id}`)).statusCode).toBe(404);
    expect((await get(sharesUrl(first.vehicleId), alice)).json().data.map((share: any) => share.id)).not.toContain(id);
  });

  it(`keeps at most ${VEHICLE_HISTORY_SHARES_MAX} live links per vehicle (409), and a revoked one frees a place`, async () => {
    const live = (await get(sharesUrl(bobs.vehicleId), bob)).json().data.length;
    for (let made = live; made < VEHICLE_HISTORY_SHARES_MAX; made++) {
      expect((await inject(bob, 'POST', sharesUrl(bobs.vehicleId))).statusCode).toBe(201);
    }
    const refused = await inject(bob, 'POST', sharesUrl(bobs.vehicleId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('conflict');
    const [oldest] = (await get(sharesUrl(bobs.vehicleId), bob)).json().data.slice(-1);
    expect((await inject(bob, 'DELETE', `${sharesUrl(bobs.vehicleId)}/${oldest.id}`)).statusCode).toBe(204);
    expect((await inject(bob, 'POST', sharesUrl(bobs.vehicleId))).statusCode).toBe(201);
  });
});
