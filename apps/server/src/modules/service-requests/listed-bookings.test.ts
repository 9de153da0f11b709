import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import type { CreatedUser } from '../../../test/factories.ts';
import { bookedRequest, openRequest, shopsWithStaff } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { offers } from '../../db/schema/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

// Monday 30 November 2026, 08:50 in Austin (CST).
const MONDAY_NINE = new Date('2026-11-30T14:50:00Z');
const SOON = '2026-11-30T21:00:00.000Z';
const LATER = '2026-12-01T16:00:00.000Z';

/**
 * The signed-in home's lists (docs/product/signed-in-home.md): each listed request carries its booking (time in the shop's zone, what
 * is held, extra work waiting, the actions there are) and what is new since the owner last looked at its offers.
 */
describe('the lists of the signed-in home', async () => {
  const { app, database } = await build();
  const db = database.db;
  const { alice, bob, staff, staffY, locationId, otherLocationId } = await shopsWithStaff(app, 'home');

  beforeEach(() => {
    app.clock.set!(MONDAY_NINE);
  });

  const inject = (user: CreatedUser | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const list = (user: CreatedUser, owner: CreatedUser, scope = '', query = '') =>
    inject(user, 'GET', `/api/v3/users/${owner.user.id}/service_requests${scope ? `/${scope}` : ''}${query}`);
  const listed = async (user: CreatedUser, scope: string) => {
    const response = await list(user, user, scope, '?all=true');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Array<{ id: string; attributes: any }>;
  };
  const itemOf = async (user: CreatedUser, scope: string, id: string) => (await listed(user, scope)).find((item) => item.id === id)?.attributes;

  it('a booked request lists with its time in the shop’s zone, the amount held and the actions; another user sees none of it', async () => {
    const cardId = (await saveTestCard(app, alice)).id;
    const booked = await bookedRequest(app, alice, { cardId, appointmentTime: LATER, locationId });
    const item = await itemOf(alice, 'booked', booked.requestId);
    expect(item.booking).toMatchObject({
      appointment_id: booked.appointmentId,
      offer_id: booked.offerId,
      status: 'booked',
      slot: { starts_at: LATER, day: '2026-12-01', time: '10:00', time_zone: 'America/Chicago', time_zone_abbreviation: 'CST', label: 'Tue, Dec 1, 10:00 AM CST' },
      payment_state: 'authorised',
      shop_proposal: null,
      extra_work_pending: 0,
      actions: { reschedule: true, cancel: true, approve_extra_work: false, receipt: false },
    });
    expect(item.booking.amount_cents).toBe(item.accepted_offer.total_cents);
    expect(item.accepted_offer.location.id).toBe(locationId);

    // Bob's own list never holds Alice's request; her list is 404 to him.
    expect((await listed(bob, 'booked')).map((entry) => entry.id)).not.toContain(booked.requestId);
    expect((await list(bob, alice, 'booked')).statusCode).toBe(404);
    expect((await list(bob, alice)).statusCode).toBe(404);
  });

  it('extra work the shop sent is waiting for approval; once the time has begun, no reschedule or cancel', async () => {
    const cardId = (await saveTestCard(app, alice)).id;
    const booked = await bookedRequest(app, alice, { cardId, appointmentTime: SOON, locationId });
    // Another shop's staff cannot send it; ours can.
    const lines = { lineItems: [{ serviceName: 'Wiper blades', laborHours: 0, partsCents: 3_000, feesCents: 0 }] };
    expect((await inject(staffY, 'POST', `/api/shop/v1/locations/${otherLocationId}/appointments/${booked.appointmentId}/extra_lines`, lines)).statusCode).toBe(404);
    const sent = await inject(staff, 'POST', `/api/shop/v1/locations/${locationId}/appointments/${booked.appointmentId}/extra_lines`, lines);
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await itemOf(alice, 'booked', booked.requestId)).booking).toMatchObject({
      extra_work_pending: 1,
      actions: { reschedule: true, cancel: true, approve_extra_work: true, receipt: false },
    });

    app.clock.set!(new Date('2026-11-30T21:30:00Z'));
    expect((await itemOf(alice, 'booked', booked.requestId)).booking.actions).toMatchObject({ reschedule: false, cancel: false, approve_extra_work: true });
  });

  it('a completed job lists under past with its receipt; an open request has no booking', async () => {
    const cardId = (await saveTestCard(app, alice)).id;
    const booked = await bookedRequest(app, alice, { cardId, appointmentTime: SOON, locationId });
    app.clock.set!(new Date('2026-11-30T22:30:00Z'));
    const total = (await itemOf(alice, 'booked', booked.requestId)).booking.amount_cents;
    const done = await inject(staff, 'POST', `/api/shop/v1/locations/${locationId}/appointments/${booked.appointmentId}/completion`, { finalTotalCents: total });
    expect(done.statusCode, done.body).toBe(200);
    expect((await itemOf(alice, 'past', booked.requestId)).booking).toMatchObject({
      status: 'completed',
      captured_cents: total,
      actions: { reschedule: false, cancel: false, approve_extra_work: false, receipt: true },
    });

    const open = await openRequest(app, alice);
    expect((await itemOf(alice, 'open', open.requestId)).booking).toBeNull();
  });

  it('counts offers made since the owner last looked: PUT …/seen marks the look; another user’s request is 404', async () => {
    const open = await openRequest(app, alice);
    const before = await itemOf(alice, 'open', open.requestId);
    // Never looked: every open offer is new.
    expect(before.offers_seen_at).toBeNull();
    expect(before.new_offer_count).toBe(before.offers.length);
    expect(before.new_offer_count).toBeGreaterThan(0);

    expect((await inject(bob, 'PUT', `/api/v3/users/service_requests/${open.requestId}/seen`)).statusCode).toBe(404);
    expect((await inject(alice, 'PUT', '/api/v3/users/service_requests/not-an-id/seen')).statusCode).toBe(404);
    expect((await inject(null, 'PUT', `/api/v3/users/service_requests/${open.requestId}/seen`)).statusCode).toBe(401);
    const seen = await inject(alice, 'PUT', `/api/v3/users/service_requests/${open.requestId}/seen`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.attributes).toMatchObject({ new_offer_count: 0, offers_seen_at: expect.any(String) });
    expect((await itemOf(alice, 'open', open.requestId)).new_offer_count).toBe(0);
    // The single read, kept in memory before the mark, says so too.
    expect((await inject(alice, 'GET', `/api/v3/users/service_requests/${open.requestId}`)).json().data.attributes.new_offer_count).toBe(0);

    // An offer made after the look is new (its time set a minute on, as a later bid's would be).
    const [first] = await db.select().from(offers).where(eq(offers.serviceRequestId, open.requestId));
    await db.update(offers).set({ createdAt: new Date(app.clock.now().getTime() + 60_000) }).where(eq(offers.id, first!.id));
    // …and recorded as a bid records it (ADR 051): the kept lists of the owner drop (ADR 067).
    await app.events.emit(db, { type: 'service_request.offer', requestId: open.requestId, offerId: first!.id });
    expect((await itemOf(alice, 'open', open.requestId)).new_offer_count).toBe(1);
  });

  it('the profile says who is shop staff (they land on the shop portal, ADR 037); a customer is not', async () => {
    const profileOf = async (user: CreatedUser) => (await inject(user, 'GET', '/api/v3/users/profile')).json().data.attributes;
    expect((await profileOf(staff)).shop_staff).toBe(true);
    expect((await profileOf(alice)).shop_staff).toBe(false);
  });

  it('refuses bad page parameters with 422, on the request lists and the standalone appointment lists', async () => {
    for (const query of ['?page=0', '?per_page=0', '?per_page=1000', '?page=x']) {
      const response = await list(alice, alice, 'open', query);
      expect(response.statusCode, query).toBe(422);
      for (const which of ['', '/upcoming']) {
        const standalone = await inject(alice, 'GET', `/api/v3/users/${alice.user.id}/standalone_appointments${which}${query}`);
        expect(standalone.statusCode, `standalone${which}${query}`).toBe(422);
      }
    }
    // Another user's standalone list is 404, as the request lists are.
    expect((await inject(bob, 'GET', `/api/v3/users/${alice.user.id}/standalone_appointments/upcoming`)).statusCode).toBe(404);
  });
});
