import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { type CreatedUser, createUser, outboxFor } from '../../../test/factories.ts';
import { createOwnedVehicle, shopsWithStaff } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { appointments, maintenanceReminders, offers } from '../../db/schema/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

// Monday 30 November 2026, 08:50 in Austin (CST); the job at 11 AM, completed in the evening.
const MONDAY_MORNING = new Date('2026-11-30T14:50:00Z');
const MONDAY_SLOT = '2026-11-30T17:00:00.000Z';
const MONDAY_EVENING = new Date('2026-11-30T23:00:00Z');
const DAY_MS = 86_400_000;

describe('car care: maintenance due, warranties, reminders', async () => {
  const { app, database } = await build();
  const db = database.db;
  const { alice, bob, staff, staffY, locationId } = await shopsWithStaff(app, 'car-care');
  const oilChange = (await app.catalog.get()).bySlug.get('oil-change')!;

  const get = (url: string, caller: CreatedUser | null) => app.inject({ method: 'GET', url, headers: caller?.headers ?? {} });
  const dueList = (caller: CreatedUser | null) => get('/api/v3/users/vehicles/maintenance_due', caller);
  const dueOne = (id: string, caller: CreatedUser | null) => get(`/api/v3/users/vehicles/${id}/maintenance_due`, caller);
  const warranties = (caller: CreatedUser | null) => get('/api/v3/users/warranties', caller);

  /** A request of the user's for an oil change on the vehicle, booked at the shop Monday 11 AM and completed that evening. */
  async function completedOilChange(user: CreatedUser, vehicleId: string) {
    app.clock.set!(MONDAY_MORNING);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v3/service_requests',
      headers: user.headers,
      payload: { services: [{ service_id: oilChange.id }], owned_vehicle_id: vehicleId, zipcode: '78701', request_form_token: randomUUID() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const requestId = created.json().data.id as string;
    const [offer] = await db.select().from(offers).where(and(eq(offers.serviceRequestId, requestId), eq(offers.locationId, locationId)));
    const card = (await saveTestCard(app, user, { number: '4242424242424242' })).id;
    const booked = await app.inject({
      method: 'PUT',
      url: `/api/v3/service_requests/${requestId}/offers/${offer!.id}`,
      headers: user.headers,
      payload: { credit_card_id: card, rewards: 0, appointment_time: MONDAY_SLOT, offer_version: offer!.version },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const [appointment] = await db.select().from(appointments).where(and(eq(appointments.serviceRequestId, requestId), eq(appointments.status, 'booked')));
    app.clock.set!(MONDAY_EVENING);
    const done = await app.inject({
      method: 'POST',
      url: `/api/shop/v1/locations/${locationId}/appointments/${appointment!.id}/completion`,
      headers: staff.headers,
      payload: { finalTotalCents: appointment!.approvedTotalCents },
    });
    expect(done.statusCode, done.body).toBe(200);
    return { requestId, appointmentId: appointment!.id };
  }

  // Alice's car at 39,800 miles: the oil change (every 5,000) falls due at 40,000; nothing else is within 3,000.
  const civic = await createOwnedVehicle(app, alice.user.id, { year: 2019, make: 'Honda', model: 'Civic', subModel: 'EX', mileage: 39_800 });
  const noMileage = await createOwnedVehicle(app, alice.user.id, { year: 2012, make: 'Ford', model: 'Focus' });
  const bobsCar = await createOwnedVehicle(app, bob.user.id, { year: 2020, make: 'Toyota', model: 'Camry', mileage: 59_900 });

  it('says what is due on each of the user’s vehicles; a job just done there is no longer due, and its warranty is in the wallet', async () => {
    app.clock.set!(MONDAY_MORNING);
    const before = await dueList(alice);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.headers['cache-control']).toBe('private, no-store');
    expect(before.headers['content-type']).toContain('application/vnd.api+json');
    const document = before.json();
    expect(document.data.map((resource: any) => resource.id)).toEqual([civic.id, noMileage.id]);
    expect(document.data[0]).toMatchObject({
      type: 'maintenance_due',
      attributes: { vehicle_name: '2019 Honda Civic EX', mileage: 39_800, next_due_at_mileage: 40_000 },
    });
    expect(document.data[0].attributes.items).toEqual([
      { service_id: oilChange.id, name: oilChange.name, category_name: oilChange.categoryName, due_at_mileage: 40_000, miles_left: 200, state: 'due', last_done_at_mileage: null, last_done_at: null },
    ]);
    expect(document.data[1].attributes).toMatchObject({ mileage: null, items: [], next_due_at_mileage: null });
    expect((await warranties(alice)).json()).toMatchObject({ data: [], meta: { count: 0 } });

    const job = await completedOilChange(alice, civic.id);
    const after = (await dueOne(civic.id, alice)).json().data.attributes;
    expect(after).toMatchObject({ items: [], next_due_at_mileage: 44_800 });
    // The kept list is dropped by the job's completion.
    expect((await dueList(alice)).json().data[0].attributes).toMatchObject({ items: [], next_due_at_mileage: 44_800 });

    const wallet = (await warranties(alice)).json();
    expect(wallet.meta.count).toBe(1);
    expect(wallet.data[0]).toMatchObject({
      id: job.appointmentId,
      type: 'warranties',
      attributes: {
        service_request_id: job.requestId,
        location_id: locationId,
        shop_name: 'Test Garage Co Austin 1',
        vehicle_id: civic.id,
        vehicle_name: '2019 Honda Civic EX',
        services: [oilChange.name],
        months: 12,
        miles: 12_000,
        terms: 'Parts and labor, nationwide.',
        status: 'active',
        days_left: 365,
        mileage_at_service: 39_800,
        miles_left: 12_000,
      },
    });
    expect(new Date(wallet.data[0].attributes.completed_at).getTime() - MONDAY_EVENING.getTime()).toBeLessThan(60_000);
    expect(wallet.data[0].attributes.expires_at.slice(0, 10)).toBe('2027-11-30');

    // The car is driven: the new mileage (vehicles.changed) brings the next oil change and shortens the warranty's miles.
    const driven = await app.inject({ method: 'PATCH', url: `/api/v3/owned_vehicles/${civic.id}`, headers: alice.headers, payload: { mileage: 42_000 } });
    expect(driven.statusCode, driven.body).toBe(200);
    const oil = (await dueList(alice)).json().data[0].attributes.items.find((item: any) => item.service_id === oilChange.id);
    expect(oil).toMatchObject({ due_at_mileage: 44_800, miles_left: 2_800, state: 'soon', last_done_at_mileage: 39_800 });
    expect(new Date(oil.last_done_at).getTime() - MONDAY_EVENING.getTime()).toBeLessThan(60_000);
    expect((await warranties(alice)).json().data[0].attributes).toMatchObject({ status: 'active', miles_left: 9_800 });

    // A year and a day later the warranty's time is over: shown expired.
    app.clock.set!(new Date(MONDAY_EVENING.getTime() + 366 * DAY_MS));
    expect((await warranties(alice)).json().data[0].attributes).toMatchObject({ status: 'expired', days_left: 0, miles_left: 9_800 });
  });

  it('answers only the user’s own vehicles and jobs: another user’s vehicle is 404, a shop’s staff see nothing of it, signed out is 401', async () => {
    app.clock.set!(MONDAY_MORNING);
    expect((await dueOne(bobsCar.id, alice)).statusCode).toBe(404);
    expect((await dueOne(bobsCar.id, alice)).json().errors[0]).toMatchObject({ code: 'not_found', detail: 'Vehicle not found.' });
    expect((await dueOne(civic.id, staffY)).statusCode).toBe(404);
    expect((await dueOne(civic.id, staff)).statusCode).toBe(404);
    expect((await dueOne(randomUUID(), alice)).statusCode).toBe(404);
    expect((await dueList(bob)).json().data.map((resource: any) => resource.id)).toEqual([bobsCar.id]);
    expect((await warranties(bob)).json()).toMatchObject({ data: [], meta: { count: 0 } });
    expect((await warranties(staff)).json()).toMatchObject({ data: [], meta: { count: 0 } });
    for (const reply of [await dueList(null), await dueOne(civic.id, null), await warranties(null)]) expect(reply.statusCode).toBe(401);
  });

  it('refuses a malformed vehicle id (422, pointing at it)', async () => {
    const reply = await dueOne('not-an-id', alice);
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors[0].source.parameter).toBe('id');
  });

  it('emails a reminder of what is due, once per vehicle in 30 days, by the clock; never after the person turns them off', async () => {
    const carol = await createUser(app, { email: 'carol-car-care@example.com', confirmed: true, firstName: 'Carol' });
    const carolsCar = await createOwnedVehicle(app, carol.user.id, { year: 2018, make: 'Mazda', model: 'CX-5', mileage: 9_800 });
    const dan = await createUser(app, { email: 'dan-car-care@example.com', confirmed: true });
    await createOwnedVehicle(app, dan.user.id, { year: 2017, make: 'Kia', model: 'Soul', mileage: 9_800 });
    const reminders = async (user: CreatedUser) => outboxFor(app, user.user.email, 'maintenance-due');

    // Dan turns reminders off on his account page.
    const off = await app.inject({ method: 'PUT', url: '/api/v3/users/profile', headers: dan.headers, payload: { maintenance_reminders: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.attributes.maintenance_reminders).toBe(false);

    const day = new Date('2026-12-01T15:00:00Z');
    await app.carCare.sendMaintenanceReminders(day);
    const [first, ...more] = await reminders(carol);
    expect(more).toHaveLength(0);
    expect(first!.subject).toBe('Maintenance is due on your 2018 Mazda CX-5');
    expect(first!.text).toContain('Hi Carol');
    expect(first!.text).toContain('2018 Mazda CX-5 (9,800 miles) is due for:');
    expect(first!.text).toContain(oilChange.name);
    expect(first!.text).toContain('/dashboard');
    expect(first!.text).toContain('/profile/account');
    expect(await reminders(dan)).toHaveLength(0);
    // Alice's car is only soon due (42,000 miles, the oil at 44,800): no reminder; Bob's is due (59,900: the 60,000-mile service).
    expect(await reminders(alice)).toHaveLength(0);
    expect(await reminders(bob)).toHaveLength(1);
    const [claim] = await db.select().from(maintenanceReminders).where(eq(maintenanceReminders.ownedVehicleId, carolsCar.id));
    expect(claim).toMatchObject({ userId: carol.user.id, sentAt: day, services: ['oil-change'] });

    // A second run the same day, or a restart's, and one 29 days on: nothing again.
    await app.carCare.sendMaintenanceReminders(new Date(day.getTime() + 60_000));
    await app.jobs.runNow('car-care.send-maintenance-reminders');
    await app.carCare.sendMaintenanceReminders(new Date(day.getTime() + 29 * DAY_MS));
    expect(await reminders(carol)).toHaveLength(1);

    // 30 days on, still due: reminded again.
    await app.carCare.sendMaintenanceReminders(new Date(day.getTime() + 30 * DAY_MS));
    expect(await reminders(carol)).toHaveLength(2);

    // Carol turns them off: nothing more, whenever it runs.
    await app.inject({ method: 'PUT', url: '/api/v3/users/profile', headers: carol.headers, payload: { maintenance_reminders: false } });
    await app.carCare.sendMaintenanceReminders(new Date(day.getTime() + 90 * DAY_MS));
    expect(await reminders(carol)).toHaveLength(2);
    expect(await reminders(dan)).toHaveLength(0);
  });

  it('the job is a recurring one of the queue, run at the clock’s time', async () => {
    const erin = await createUser(app, { email: 'erin-car-care@example.com', confirmed: true });
    await createOwnedVehicle(app, erin.user.id, { year: 2015, make: 'Subaru', model: 'Outback', mileage: 14_900 });
    app.clock.set!(new Date('2026-12-02T15:00:00Z'));
    await app.jobs.runNow('car-care.send-maintenance-reminders');
    const [mail] = await outboxFor(app, erin.user.email, 'maintenance-due');
    expect(mail?.text).toContain('2015 Subaru Outback (14,900 miles) is due for:');
  });
});
