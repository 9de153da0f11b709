import { and, count, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { startMailCatcher } from '../../../test/mail.ts';
import { bookedRequest, createMarket, createOwnedVehicle, seedTestCatalog } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { baySlots, shopStaff, standaloneAppointments } from '../../db/schema/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

// Monday 30 November 2026, 08:50 in Austin (CST).
const MONDAY = new Date('2026-11-30T14:50:00Z');
const TUESDAY = '2026-12-01';

describe('standalone appointments', async () => {
  // Mail goes out for real, to a local SMTP server: the tests read what arrived.
  const mail = await startMailCatcher();
  const { app, database } = await build(mail.env);
  /** The emails to a person, once the outbox's delivery job ran, whose subject starts so. */
  const received = async (to: string, subject: string) => {
    await mail.deliver(app);
    return mail.emails(to).filter((email) => email.subject.startsWith(subject));
  };
  const db = database.db;
  let alice: CreatedUser;
  let bob: CreatedUser;
  let aliceVehicle: string;
  let bobVehicle: string;
  /** Takes service and car wash. */
  let washId: string;
  /** Service only. */
  let serviceOnlyId: string;
  /** Car wash, in Dallas. */
  let dallasId: string;

  beforeAll(async () => {
    await seedTestCatalog(app);
    const austin = await createMarket(app, {
      locations: [
        { zipcode: '78701', name: 'Wash and Service', appointmentTypes: ['service', 'car_wash'] },
        { zipcode: '78701', name: 'Service Only', appointmentTypes: ['service'] },
      ],
    });
    const dallas = await createMarket(app, { centre: '75201', companyName: 'Shop Y', locations: [{ zipcode: '75201', appointmentTypes: ['car_wash'] }] });
    washId = austin.locations[0]!.id;
    serviceOnlyId = austin.locations[1]!.id;
    dallasId = dallas.locations[0]!.id;
    alice = await createUser(app, { email: 'alice-standalone@example.com', confirmed: true });
    bob = await createUser(app, { email: 'bob-standalone@example.com', confirmed: true });
    aliceVehicle = (await createOwnedVehicle(app, alice.user.id, { year: 2018, make: 'Toyota', model: 'Camry' })).id;
    bobVehicle = (await createOwnedVehicle(app, bob.user.id, { year: 2015, make: 'Ford', model: 'Focus' })).id;
  });

  beforeEach(() => {
    app.clock.set!(MONDAY);
  });

  const inject = (user: CreatedUser | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const create = (user: CreatedUser | null, body: Record<string, unknown>) => inject(user, 'POST', '/api/v3/standalone_appointments', body);
  const params = (overrides: Record<string, unknown> = {}) => ({
    service_station_location_id: washId,
    vehicle: aliceVehicle,
    notes: 'Please check the tyres too.',
    scheduled_at_date_string: TUESDAY,
    scheduled_at_time_string: '09:00',
    phone: '(512) 555-0142',
    partner: null,
    appointment_type: 'car_wash',
    ...overrides,
  });
  const cellsOf = async (id: string) => (await db.select({ n: count() }).from(baySlots).where(eq(baySlots.standaloneAppointmentId, id)))[0]!.n;

  describe('locations and proposals', () => {
    it('lists the locations near a zip that take the type, nearest first', async () => {
      const washes = await inject(null, 'GET', '/api/v3/standalone_appointments/locations?zipcode=78701&appointment_type=car_wash');
      expect(washes.statusCode, washes.body).toBe(200);
      const ids = washes.json().data.map((row: any) => row.id);
      expect(ids).toContain(washId);
      expect(ids).not.toContain(serviceOnlyId);
      expect(ids).not.toContain(dallasId);
      expect(washes.json().data[0].attributes).toMatchObject({ time_zone: 'America/Chicago', appointment_types: expect.arrayContaining(['car_wash']) });

      const services = (await inject(null, 'GET', '/api/v3/standalone_appointments/locations?zipcode=78701')).json();
      expect(services.data.map((row: any) => row.id)).toEqual(expect.arrayContaining([washId, serviceOnlyId]));

      expect((await inject(null, 'GET', '/api/v3/standalone_appointments/locations?zipcode=78701&appointment_type=oil')).statusCode).toBe(422);
      expect((await inject(null, 'GET', '/api/v3/standalone_appointments/locations?zipcode=00000')).statusCode).toBe(422);
    });

    it("proposes free times at the location for the type's length, in its zone; public", async () => {
      const response = await inject(null, 'GET', `/api/v3/standalone_appointments/${washId}/appointment_proposals?appointment_type=car_wash&day=${TUESDAY}`);
      expect(response.statusCode, response.body).toBe(200);
      const document = response.json();
      expect(document.meta).toMatchObject({ time_zone: 'America/Chicago', time_zone_abbreviation: 'CST', job_minutes: 30, from_day: TUESDAY, to_day: '2026-12-07' });
      expect(document.data[0].attributes).toMatchObject({ day: TUESDAY, time: '08:00', label: 'Tue, Dec 1, 8:00 AM CST' });
      // A car wash (30 min) may start at 17:30; a service (60 min) ends by the 18:00 close.
      const times = (doc: any) => doc.data.filter((row: any) => row.attributes.day === TUESDAY).map((row: any) => row.attributes.time);
      expect(times(document)).toContain('17:30');
      const service = (await inject(null, 'GET', `/api/v3/standalone_appointments/${washId}/appointment_proposals?appointment_type=service&day=${TUESDAY}`)).json();
      expect(service.meta.job_minutes).toBe(60);
      expect(times(service)).not.toContain('17:30');
      expect(times(service)).toContain('17:00');

      // From the first free day: today, after the two-hour lead.
      const first = (await inject(null, 'GET', `/api/v3/standalone_appointments/${washId}/appointment_proposals?appointment_type=car_wash`)).json();
      expect(first.meta.from_day).toBe('2026-11-30');
      expect(first.data[0].attributes.time).toBe('11:00');
    });

    it('refuses a location that does not take the type (422), an unknown one (404) and a bad type (422)', async () => {
      const notTaken = await inject(null, 'GET', `/api/v3/standalone_appointments/${serviceOnlyId}/appointment_proposals?appointment_type=car_wash`);
      expect(notTaken.statusCode).toBe(422);
      expect(notTaken.body).toContain('does not take that kind of appointment');
      expect((await inject(null, 'GET', `/api/v3/standalone_appointments/00000000-0000-4000-8000-000000000000/appointment_proposals`)).statusCode).toBe(404);
      expect((await inject(null, 'GET', `/api/v3/standalone_appointments/not-an-id/appointment_proposals`)).statusCode).toBe(404);
      expect((await inject(null, 'GET', `/api/v3/standalone_appointments/${washId}/appointment_proposals?appointment_type=detailing`)).statusCode).toBe(422);
      expect((await inject(null, 'GET', `/api/v3/standalone_appointments/${washId}/appointment_proposals?day=tomorrow`)).statusCode).toBe(422);
    });
  });

  describe('booking', () => {
    it('books a car wash at a proposed day and time in the location’s zone, takes one bay cell and emails the .ics', async () => {
      const response = await create(alice, params());
      expect(response.statusCode, response.body).toBe(201);
      const { data } = response.json();
      expect(data.type).toBe('standalone_appointments');
      expect(data.attributes).toMatchObject({
        status: 'booked',
        appointment_type: 'car_wash',
        user_id: alice.user.id,
        owned_vehicle_id: aliceVehicle,
        notes: 'Please check the tyres too.',
        phone: '5125550142',
        job_minutes: 30,
        location: { id: washId, name: 'Wash and Service' },
      });
      expect(data.attributes.slot).toMatchObject({ starts_at: '2026-12-01T15:00:00.000Z', ends_at: '2026-12-01T15:30:00.000Z' });
      expect(await cellsOf(data.id)).toBe(1);

      const emails = await received('alice-standalone@example.com', 'Your appointment is booked: Tue, Dec 1, 9:00 AM CST');
      expect(emails).toHaveLength(1);
      expect(emails[0]!.attachments).toEqual([expect.objectContaining({ filename: 'appointment.ics', contentType: 'text/calendar' })]);
      expect(emails[0]!.attachments[0]!.content).toContain('SUMMARY:Car wash at Wash and Service');

      const calendar = await app.inject({ method: 'GET', url: new URL(data.attributes.calendar_url).pathname + new URL(data.attributes.calendar_url).search });
      expect(calendar.statusCode, calendar.body).toBe(200);
      expect(calendar.body).toContain('METHOD:PUBLISH\r\n');
      expect(calendar.body).toContain('SUMMARY:Car wash at Wash and Service');
      expect(calendar.body).toContain('DTSTART:20261201T150000Z');

      // Read back by its user; user B gets 404, with either user id.
      const own = await inject(alice, 'GET', `/api/v3/users/${alice.user.id}/standalone_appointments/${data.id}`);
      expect(own.statusCode).toBe(200);
      expect(own.json().data.id).toBe(data.id);
      expect((await inject(bob, 'GET', `/api/v3/users/${bob.user.id}/standalone_appointments/${data.id}`)).statusCode).toBe(404);
      expect((await inject(bob, 'GET', `/api/v3/users/${alice.user.id}/standalone_appointments/${data.id}`)).statusCode).toBe(404);
      expect((await inject(null, 'GET', `/api/v3/users/${alice.user.id}/standalone_appointments/${data.id}`)).statusCode).toBe(401);
    });

    it('the same appointment sent twice (in turn, or at once) is one booking: 201 then 200 with the first', async () => {
      const car = await createOwnedVehicle(app, alice.user.id, { year: 2015, make: 'Mazda', model: '3' });
      const again = params({ vehicle: car.id, scheduled_at_time_string: '11:00' });
      const first = await create(alice, again);
      expect(first.statusCode, first.body).toBe(201);
      const second = await create(alice, again);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().data.id).toBe(first.json().data.id);

      const twice = params({ vehicle: car.id, scheduled_at_time_string: '12:00' });
      const both = await Promise.all([create(alice, twice), create(alice, twice)]);
      expect(both.map((response) => response.statusCode).sort()).toEqual([200, 201]);
      expect(both[0]!.json().data.id).toBe(both[1]!.json().data.id);
    });

    it('defaults to a service appointment and needs a signed-in user', async () => {
      const response = await create(alice, params({ appointment_type: undefined, scheduled_at_time_string: '13:00', notes: '' }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.attributes).toMatchObject({ appointment_type: 'service', job_minutes: 60, notes: null });
      expect(await cellsOf(response.json().data.id)).toBe(2);
      expect((await create(null, params())).statusCode).toBe(401);
    });

    it('refuses a time in the past, outside the hours, off the grid or on a closed day (422); nothing is written', async () => {
      const before = (await db.select({ n: count() }).from(standaloneAppointments))[0]!.n;
      const cases = [
        { scheduled_at_date_string: '2026-11-30', scheduled_at_time_string: '08:00' }, // past
        { scheduled_at_date_string: '2026-11-30', scheduled_at_time_string: '10:00' }, // inside the lead time
        { scheduled_at_time_string: '19:00' }, // after closing
        { scheduled_at_time_string: '07:30' }, // before opening
        { scheduled_at_time_string: '09:10' }, // off the grid
        { scheduled_at_date_string: '2026-12-05' }, // Saturday: closed
        { scheduled_at_date_string: '2026-02-30' }, // no such day
        { scheduled_at_time_string: '9:00' }, // not HH:mm
        { appointment_type: 'detailing' }, // bad type
        { service_station_location_id: serviceOnlyId }, // does not take car washes
      ];
      for (const overrides of cases) {
        const response = await create(alice, params(overrides));
        expect(response.statusCode, `${JSON.stringify(overrides)}: ${response.body}`).toBe(422);
        expect(response.json().errors[0].detail ?? response.json().errors[0].title).toEqual(expect.any(String));
      }
      expect((await db.select({ n: count() }).from(standaloneAppointments))[0]!.n).toBe(before);
    });

    it("refuses another user's vehicle and an unknown location (404)", async () => {
      expect((await create(alice, params({ vehicle: bobVehicle }))).statusCode).toBe(404);
      expect((await create(alice, params({ service_station_location_id: '00000000-0000-4000-8000-000000000000' }))).statusCode).toBe(404);
    });

    it('gives the last bay to exactly one of many concurrent bookings; the others get 409 slot_taken', async () => {
      // Three bays: two taken, then five users race for the third.
      for (let i = 0; i < 2; i++) {
        const car = await createOwnedVehicle(app, alice.user.id, { year: 2018 + i, make: 'Honda', model: 'Civic' });
        expect((await create(alice, params({ vehicle: car.id, scheduled_at_time_string: '15:00' }))).statusCode).toBe(201);
      }
      const racers = await Promise.all(
        Array.from({ length: 5 }, async (_, i) => {
          const user = await createUser(app, { email: `racer-${i}-standalone@example.com`, confirmed: true });
          const vehicle = await createOwnedVehicle(app, user.user.id, { year: 2020, make: 'Honda', model: 'Fit' });
          return { user, vehicle: vehicle.id };
        }),
      );
      const responses = await Promise.all(racers.map(({ user, vehicle }) => create(user, params({ vehicle, scheduled_at_time_string: '15:00' }))));
      expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
      const lost = responses.filter((response) => response.statusCode === 409);
      expect(lost).toHaveLength(4);
      expect(lost[0]!.json().errors[0]).toMatchObject({ code: 'slot_taken' });
      expect(lost[0]!.body).toContain('That time was just taken. Please choose another.');
      const proposals = (await inject(null, 'GET', `/api/v3/standalone_appointments/${washId}/appointment_proposals?appointment_type=car_wash&day=${TUESDAY}`)).json();
      expect(proposals.data.map((row: any) => `${row.attributes.day} ${row.attributes.time}`)).not.toContain(`${TUESDAY} 15:00`);
    });

    it("shares the location's bays with service-request bookings, both ways", async () => {
      const card = (await saveTestCard(app, alice, { number: '4242424242424242' })).id;
      // 16:00 Tuesday (22:00Z): a booked request takes one bay, two standalone services take the others.
      const booking = await bookedRequest(app, alice, { cardId: card, appointmentTime: '2026-12-01T22:00:00.000Z', locationId: washId });
      // Each of alice's cars once (the same car at the same time is one booking).
      const car = async (i: number) => (await createOwnedVehicle(app, alice.user.id, { year: 2010 + i, make: 'Toyota', model: 'Corolla' })).id;
      for (let i = 0; i < 2; i++) {
        expect((await create(alice, params({ vehicle: await car(i), appointment_type: 'service', scheduled_at_time_string: '16:00' }))).statusCode).toBe(201);
      }
      const full = await create(bob, params({ vehicle: bobVehicle, appointment_type: 'service', scheduled_at_time_string: '16:00' }));
      expect(full.statusCode).toBe(409);
      // 14:00 Tuesday: three standalone services fill it; the booking cannot move there.
      for (let i = 0; i < 3; i++) {
        expect((await create(alice, params({ vehicle: await car(i), appointment_type: 'service', scheduled_at_time_string: '14:00' }))).statusCode).toBe(201);
      }
      const moves = (await inject(alice, 'GET', `/api/v3/users/service_requests/${booking.requestId}/appointment_proposals/${TUESDAY}`)).json();
      const times = moves.data.filter((row: any) => row.attributes.day === TUESDAY).map((row: any) => row.attributes.time);
      expect(times).not.toContain('14:00');
      // Its own time stays on offer (its bay counts as free for a move).
      expect(times).toContain('16:00');
    });
  });

  describe('cancel and lists', () => {
    it('cancels: the time is free again, the cancellation emailed (STATUS:CANCELLED); user B gets 404', async () => {
      const created = (await create(alice, params({ scheduled_at_date_string: '2026-12-02', scheduled_at_time_string: '12:00' }))).json().data;
      expect((await inject(bob, 'PUT', `/api/v3/standalone_appointments/${created.id}/cancel`)).statusCode).toBe(404);
      expect(await cellsOf(created.id)).toBe(1);

      const response = await inject(alice, 'PUT', `/api/v3/standalone_appointments/${created.id}/cancel`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.attributes).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(String) });
      expect(await cellsOf(created.id)).toBe(0);
      const emails = await received('alice-standalone@example.com', 'Your appointment is cancelled: Wed, Dec 2, 12:00 PM CST');
      expect(emails).toHaveLength(1);
      const url = new URL(created.attributes.calendar_url);
      const calendar = await app.inject({ method: 'GET', url: url.pathname + url.search });
      expect(calendar.body).toContain('METHOD:PUBLISH\r\n');
      expect(calendar.body).toContain('STATUS:CANCELLED\r\n');
      expect(calendar.body).toContain('SEQUENCE:1');

      // Again: answered as it is.
      const again = await inject(alice, 'PUT', `/api/v3/standalone_appointments/${created.id}/cancel`);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.attributes.status).toBe('cancelled');
    });

    it('refuses to cancel an appointment that has begun (409 appointment_started)', async () => {
      const created = (await create(alice, params({ scheduled_at_date_string: '2026-12-03', scheduled_at_time_string: '12:00' }))).json().data;
      app.clock.set!(new Date('2026-12-03T18:10:00Z'));
      const response = await inject(alice, 'PUT', `/api/v3/standalone_appointments/${created.id}/cancel`);
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0]).toMatchObject({ code: 'appointment_started' });
      expect(response.body).toContain('already begun');
    });

    it('lists the user’s appointments by page with meta.count, all, and the upcoming ones; another user id is 404', async () => {
      const carol = await createUser(app, { email: 'carol-standalone@example.com', confirmed: true });
      const vehicle = (await createOwnedVehicle(app, carol.user.id, { year: 2019, make: 'Mazda', model: '3' })).id;
      const ids: string[] = [];
      for (const day of ['2026-12-08', '2026-12-09', '2026-12-10']) {
        const response = await create(carol, params({ vehicle, scheduled_at_date_string: day, scheduled_at_time_string: '10:00' }));
        expect(response.statusCode, response.body).toBe(201);
        ids.push(response.json().data.id);
      }
      expect((await inject(carol, 'PUT', `/api/v3/standalone_appointments/${ids[2]}/cancel`)).statusCode).toBe(200);
      const base = `/api/v3/users/${carol.user.id}/standalone_appointments`;

      const page = (await inject(carol, 'GET', `${base}?page=1&per_page=2`)).json();
      expect(page.meta.count).toBe(3);
      expect(page.data.map((row: any) => row.id)).toEqual([ids[2], ids[1]]);
      expect((await inject(carol, 'GET', `${base}?page=2&per_page=2`)).json().data.map((row: any) => row.id)).toEqual([ids[0]]);
      expect((await inject(carol, 'GET', `${base}?all=true&per_page=1`)).json().data).toHaveLength(3);

      const upcoming = (await inject(carol, 'GET', `${base}/upcoming`)).json();
      expect(upcoming.meta.count).toBe(2);
      expect(upcoming.data.map((row: any) => row.id)).toEqual([ids[0], ids[1]]);
      // Once the first has begun it is no longer upcoming.
      app.clock.set!(new Date('2026-12-08T16:30:00Z'));
      expect((await inject(carol, 'GET', `${base}/upcoming`)).json().data.map((row: any) => row.id)).toEqual([ids[1]]);
      // The lists are kept per user (ADR 067): a cancellation shows at once.
      expect((await inject(carol, 'PUT', `/api/v3/standalone_appointments/${ids[1]}/cancel`)).statusCode).toBe(200);
      expect((await inject(carol, 'GET', `${base}/upcoming`)).json().meta.count).toBe(0);

      expect((await inject(bob, 'GET', base)).statusCode).toBe(404);
      expect((await inject(bob, 'GET', `${base}/upcoming`)).statusCode).toBe(404);
      expect((await inject(carol, 'GET', `/api/v3/users/${bob.user.id}/standalone_appointments`)).statusCode).toBe(404);
    });
  });

  it('reminds each booked appointment once, 24 h before; a cancelled one is not reminded', async () => {
    const dana = await createUser(app, { email: 'dana-standalone@example.com', confirmed: true });
    const vehicle = (await createOwnedVehicle(app, dana.user.id, { year: 2021, make: 'Kia', model: 'Soul' })).id;
    const kept = (await create(dana, params({ vehicle, scheduled_at_date_string: '2026-12-04', scheduled_at_time_string: '10:00' }))).json().data;
    const dropped = (await create(dana, params({ vehicle, scheduled_at_date_string: '2026-12-04', scheduled_at_time_string: '11:00' }))).json().data;
    expect((await inject(dana, 'PUT', `/api/v3/standalone_appointments/${dropped.id}/cancel`)).statusCode).toBe(200);
    // Thursday 11:00 CST: Friday 10:00 is within 24 h.
    const thursday = new Date('2026-12-03T17:00:00Z');
    await app.standaloneAppointments.sendReminders(thursday);
    await app.standaloneAppointments.sendReminders(thursday);
    const reminders = await received('dana-standalone@example.com', 'Your appointment is tomorrow');
    expect(reminders.map((email) => email.subject)).toEqual(['Your appointment is tomorrow: Fri, Dec 4, 10:00 AM CST']);
    const [row] = await db.select().from(standaloneAppointments).where(eq(standaloneAppointments.id, kept.id));
    expect(row!.remindedAt?.toISOString()).toBe(thursday.toISOString());
  });

  it("shows the location's staff the day's booked standalone appointments (shop Y's staff: 404)", async () => {
    const staff = await createUser(app, { email: 'staff-wash@example.com' });
    const staffY = await createUser(app, { email: 'staff-y-wash@example.com' });
    await db.insert(shopStaff).values([
      { userId: staff.user.id, locationId: washId },
      { userId: staffY.user.id, locationId: dallasId },
    ]);
    const booked = (await create(alice, params({ scheduled_at_date_string: '2026-12-11', scheduled_at_time_string: '08:30' }))).json().data;
    const cancelled = (await create(alice, params({ scheduled_at_date_string: '2026-12-11', scheduled_at_time_string: '09:30' }))).json().data;
    expect((await inject(alice, 'PUT', `/api/v3/standalone_appointments/${cancelled.id}/cancel`)).statusCode).toBe(200);

    const day = await inject(staff, 'GET', `/api/shop/v1/locations/${washId}/appointments?day=2026-12-11`);
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().standaloneAppointments).toEqual([
      expect.objectContaining({
        id: booked.id,
        appointmentType: 'car_wash',
        label: 'Fri, Dec 11, 8:30 AM CST',
        vehicle: '2018 Toyota Camry',
        notes: 'Please check the tyres too.',
        phone: '5125550142',
      }),
    ]);
    expect((await inject(staffY, 'GET', `/api/shop/v1/locations/${washId}/appointments?day=2026-12-11`)).statusCode).toBe(404);
    expect((await inject(alice, 'GET', `/api/shop/v1/locations/${washId}/appointments?day=2026-12-11`)).statusCode).toBe(404);
  });

  it('keeps every bay cell owned by exactly one kind of appointment (database check)', async () => {
    const [cell] = await db.select().from(baySlots).where(isNotNull(baySlots.standaloneAppointmentId)).limit(1);
    await expect(
      db.insert(baySlots).values({ locationId: cell!.locationId, bay: 9, startsAt: cell!.startsAt, appointmentId: null, standaloneAppointmentId: null }),
    ).rejects.toThrow();
    expect((await db.select({ n: count() }).from(baySlots).where(and(eq(baySlots.bay, 9))))[0]!.n).toBe(0);
  });
});
