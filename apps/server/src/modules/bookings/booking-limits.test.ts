import {
  bookingLimitMessages,
  MAX_FUTURE_APPOINTMENTS,
  MAX_FUTURE_APPOINTMENTS_PER_SHOP,
} from '@pitstop/contracts';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { startMailCatcher } from '../../../test/mail.ts';
import { createMarket, createOwnedVehicle, openRequest, seedTestCatalog } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { appointments, serviceRequests, shopStaff, standaloneAppointments, users } from '../../db/schema/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

// Monday 30 November 2026, 08:50 in Austin (CST).
const MONDAY = new Date('2026-11-30T14:50:00Z');
const TUESDAY = '2026-12-01';
const WEDNESDAY = '2026-12-02';
/** Monday 3:00 PM CST. */
const MONDAY_THREE_PM = '2026-11-30T21:00:00.000Z';

describe('booking limits and no-shows (ADR 046)', async () => {
  const mail = await startMailCatcher();
  // The limits as production counts them (unit-test runs switch the counted ones off).
  const { app, database } = await build({ ...mail.env, BOOKING_LIMITS: 'true' });
  const db = database.db;
  let locations: string[] = [];
  let otherShop: string;
  let staff: CreatedUser;
  let staffY: CreatedUser;

  beforeAll(async () => {
    await seedTestCatalog(app);
    const austin = await createMarket(app, {
      locations: ['A', 'B', 'C'].map((name) => ({ zipcode: '78701', name: `Shop ${name}`, appointmentTypes: ['service' as const, 'car_wash' as const] })),
    });
    const dallas = await createMarket(app, { centre: '75201', companyName: 'Shop Y', locations: [{ zipcode: '75201', appointmentTypes: ['car_wash'] }] });
    locations = austin.locations.map((location) => location.id);
    otherShop = dallas.locations[0]!.id;
    staff = await createUser(app, { email: 'staff-limits@example.com', confirmed: true });
    staffY = await createUser(app, { email: 'staff-limits-y@example.com', confirmed: true });
    await db.insert(shopStaff).values([...locations.map((locationId) => ({ userId: staff.user.id, locationId })), { userId: staffY.user.id, locationId: otherShop }]);
  });

  beforeEach(() => {
    app.clock.set!(MONDAY);
  });

  const inject = (user: CreatedUser | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const carWash = (user: CreatedUser, vehicle: string, locationId: string, time: string, day = TUESDAY) =>
    inject(user, 'POST', '/api/v3/standalone_appointments', {
      service_station_location_id: locationId,
      vehicle,
      scheduled_at_date_string: day,
      scheduled_at_time_string: time,
      appointment_type: 'car_wash',
    });
  /** The day's free car-wash times at a location, as anyone booking sees them. */
  const freeTimes = async (locationId: string, day = TUESDAY) => {
    const page = (await inject(null, 'GET', `/api/v3/standalone_appointments/${locationId}/appointment_proposals?appointment_type=car_wash&day=${day}`)).json();
    return page.data.filter((row: any) => row.attributes.day === day).map((row: any) => row.attributes.time as string);
  };
  const vehicleOf = async (user: CreatedUser, model = 'Civic') => (await createOwnedVehicle(app, user.user.id, { year: 2018, make: 'Honda', model })).id;
  const errorOf = (response: { json(): any }) => response.json().errors[0];
  const confirm = (user: CreatedUser) => db.update(users).set({ confirmedAt: MONDAY }).where(eq(users.id, user.user.id));

  it('one unconfirmed account cannot fill a shop’s day: it is asked to confirm its email, and the free times stay free', async () => {
    const mallory = await createUser(app, { email: 'mallory-limits@example.com' });
    const cars = [await vehicleOf(mallory, 'Civic'), await vehicleOf(mallory, 'Fit'), await vehicleOf(mallory, 'Accord')];
    const before = await freeTimes(locations[0]!);
    expect(before.length).toBeGreaterThan(15);

    // Every free time of the day, in every bay (three cars): what filled all of a shop's bays before.
    let created = 0;
    const refusals: any[] = [];
    for (const time of before) {
      for (const car of cars) {
        const response = await carWash(mallory, car, locations[0]!, time);
        if (response.statusCode === 201) created += 1;
        else refusals.push({ ...errorOf(response), httpStatus: response.statusCode });
      }
    }
    expect(created).toBe(0);
    expect(refusals[0]).toMatchObject({ httpStatus: 409, code: 'account_unconfirmed', detail: bookingLimitMessages.confirmEmailToBook });
    expect(await freeTimes(locations[0]!)).toEqual(before);

    // Confirmed, the same account books as many as a person may hold at one shop, no more.
    await confirm(mallory);
    for (let i = 0; i < MAX_FUTURE_APPOINTMENTS_PER_SHOP; i++) {
      const response = await carWash(mallory, cars[i]!, locations[0]!, before[i]!);
      expect(response.statusCode, response.body).toBe(201);
    }
    const over = await carWash(mallory, cars[2]!, locations[0]!, before[5]!);
    expect(over.statusCode, over.body).toBe(409);
    expect(errorOf(over)).toMatchObject({ code: 'booking_limit', detail: bookingLimitMessages.perShopLimit });
    const [held] = await db.select({ n: count() }).from(standaloneAppointments).where(eq(standaloneAppointments.userId, mallory.user.id));
    expect(held!.n).toBe(MAX_FUTURE_APPOINTMENTS_PER_SHOP);
    // Others still find the day free, but for the two bays at two times the account took.
    expect((await freeTimes(locations[0]!)).length).toBe(before.length);
  });

  it('caps a person’s upcoming appointments overall; a cancelled or past one no longer counts', async () => {
    const carol = await createUser(app, { email: 'carol-limits@example.com', confirmed: true });
    const car = await vehicleOf(carol);
    const times = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'];
    const made: string[] = [];
    for (let i = 0; i < MAX_FUTURE_APPOINTMENTS; i++) {
      const response = await carWash(carol, car, locations[Math.floor(i / 2)]!, times[i]!);
      expect(response.statusCode, response.body).toBe(201);
      made.push(response.json().data.id);
    }
    const over = await carWash(carol, car, locations[2]!, times[5]!);
    expect(over.statusCode, over.body).toBe(409);
    expect(errorOf(over)).toMatchObject({ code: 'booking_limit', detail: bookingLimitMessages.overallLimit });

    expect((await inject(carol, 'PUT', `/api/v3/standalone_appointments/${made[0]}/cancel`)).statusCode).toBe(200);
    expect((await carWash(carol, car, locations[2]!, times[5]!)).statusCode).toBe(201);
    expect((await carWash(carol, car, locations[0]!, '15:00', WEDNESDAY)).statusCode).toBe(409);
    // Tuesday 10:05: the 10:00 at shop A has begun, so it no longer counts as upcoming.
    app.clock.set!(new Date('2026-12-01T16:05:00Z'));
    expect((await carWash(carol, car, locations[0]!, '15:00', WEDNESDAY)).statusCode).toBe(201);
  });

  it('booking an offer counts too: refused past the cap before any card hold; an unconfirmed account holds one', async () => {
    const erin = await createUser(app, { email: 'erin-limits@example.com', confirmed: true });
    const car = await vehicleOf(erin);
    for (const time of ['09:00', '10:00']) expect((await carWash(erin, car, locations[0]!, time)).statusCode).toBe(201);
    const card = await saveTestCard(app, erin);
    const request = await openRequest(app, erin);
    const book = (user: CreatedUser, requestId: string, offer: { id: string; version: number }, cardId: string) =>
      inject(user, 'PUT', `/api/v3/service_requests/${requestId}/offers/${offer.id}`, {
        credit_card_id: cardId,
        rewards: 0,
        appointment_time: MONDAY_THREE_PM,
        offer_version: offer.version,
      });
    const atA = request.offers.find((offer) => offer.locationId === locations[0])!;
    const refused = await book(erin, request.requestId, atA, card.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'booking_limit', detail: bookingLimitMessages.perShopLimit });
    const [row] = await db.select({ status: serviceRequests.status }).from(serviceRequests).where(eq(serviceRequests.id, request.requestId));
    expect(row!.status).toBe('open');
    const atB = request.offers.find((offer) => offer.locationId === locations[1])!;
    expect((await book(erin, request.requestId, atB, card.id)).statusCode).toBe(200);

    // An account that never confirmed its email: one booking of an offer (a card backs it), then confirm first.
    const frank = await createUser(app, { email: 'frank-limits@example.com' });
    const frankCard = await saveTestCard(app, frank);
    const first = await openRequest(app, frank);
    expect((await book(frank, first.requestId, first.offers[0]!, frankCard.id)).statusCode).toBe(200);
    const second = await openRequest(app, frank);
    const again = await book(frank, second.requestId, second.offers[1]!, frankCard.id);
    expect(again.statusCode, again.body).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'account_unconfirmed', detail: bookingLimitMessages.unconfirmedLimit });
  });

  describe('the shop marks a no-show', () => {
    let dave: CreatedUser;
    let daveCar: string;
    let booking: { requestId: string; appointmentId: string };
    let visitId: string;

    beforeAll(async () => {
      dave = await createUser(app, { email: 'dave-limits@example.com', firstName: 'Dave', confirmed: true });
      daveCar = await vehicleOf(dave);
    });

    it('on a booked offer, after its start, by the location’s staff only: the booking ends, the hold is released, the customer is emailed', async () => {
      const card = await saveTestCard(app, dave);
      const request = await openRequest(app, dave);
      const offer = request.offers.find((candidate) => candidate.locationId === locations[0])!;
      const booked = await inject(dave, 'PUT', `/api/v3/service_requests/${request.requestId}/offers/${offer.id}`, {
        credit_card_id: card.id,
        rewards: 0,
        appointment_time: MONDAY_THREE_PM,
        offer_version: offer.version,
      });
      expect(booked.statusCode, booked.body).toBe(200);
      const [row] = await db.select().from(appointments).where(and(eq(appointments.serviceRequestId, request.requestId), eq(appointments.status, 'booked')));
      booking = { requestId: request.requestId, appointmentId: row!.id };
      expect(row!.paymentState).toBe('authorised');
      const url = (locationId: string) => `/api/shop/v1/locations/${locationId}/appointments/${booking.appointmentId}/no-show`;

      const early = await inject(staff, 'POST', url(locations[0]!));
      expect(early.statusCode, early.body).toBe(409);
      expect(early.json().message).toBe(bookingLimitMessages.notStartedNoShow);

      app.clock.set!(new Date('2026-11-30T21:20:00Z'));
      // Started: the shop no longer proposes another time (the customer could not accept it): it completes or marks a no-show.
      const proposed = await inject(staff, 'POST', `/api/shop/v1/locations/${locations[0]}/appointments/${booking.appointmentId}/proposals`, {
        startsAt: '2026-12-02T16:00:00.000Z',
      });
      expect(proposed.statusCode, proposed.body).toBe(409);
      expect(proposed.json()).toMatchObject({ code: 'appointment_started' });
      // Another shop's staff, through their own location or this one, and the customer: not found.
      expect((await inject(staffY, 'POST', url(otherShop))).statusCode).toBe(404);
      expect((await inject(staffY, 'POST', url(locations[0]!))).statusCode).toBe(404);
      expect((await inject(dave, 'POST', url(locations[0]!))).statusCode).toBe(404);
      expect((await inject(staff, 'POST', url(locations[1]!))).statusCode).toBe(404);
      expect((await inject(null, 'POST', url(locations[0]!))).statusCode).toBe(401);

      const marked = await inject(staff, 'POST', url(locations[0]!));
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json()).toMatchObject({ id: booking.appointmentId, status: 'no_show' });
      const [after] = await db.select().from(appointments).where(eq(appointments.id, booking.appointmentId));
      expect(after).toMatchObject({ status: 'no_show', paymentState: 'released' });
      const [request_] = await db.select({ status: serviceRequests.status }).from(serviceRequests).where(eq(serviceRequests.id, booking.requestId));
      expect(request_!.status).toBe('open');
      // Marked once: again is 409.
      expect((await inject(staff, 'POST', url(locations[0]!))).statusCode).toBe(409);

      await mail.deliver(app);
      const emails = mail.emails('dave-limits@example.com').filter((email) => email.subject.startsWith('We missed you'));
      expect(emails).toHaveLength(1);
      expect(emails[0]!.text).toContain('Shop A');
      expect(emails[0]!.text).toContain('hold on your card is released');

      // The day view shows it as a no-show.
      const day = (await inject(staff, 'GET', `/api/shop/v1/locations/${locations[0]}/appointments?day=2026-11-30`)).json();
      expect(day.bookings.find((candidate: any) => candidate.id === booking.appointmentId)).toMatchObject({ status: 'no_show' });
    });

    it('on a standalone appointment, after its start, by the location’s staff only; its bay is free again', async () => {
      const created = await carWash(dave, daveCar, locations[0]!, '09:00');
      expect(created.statusCode, created.body).toBe(201);
      visitId = created.json().data.id;
      const url = (locationId: string) => `/api/shop/v1/locations/${locationId}/standalone-appointments/${visitId}/no-show`;
      expect((await inject(staff, 'POST', url(locations[0]!))).statusCode).toBe(409);

      app.clock.set!(new Date('2026-12-01T15:10:00Z'));
      expect((await inject(staffY, 'POST', url(otherShop))).statusCode).toBe(404);
      expect((await inject(staffY, 'POST', url(locations[0]!))).statusCode).toBe(404);
      expect((await inject(dave, 'POST', url(locations[0]!))).statusCode).toBe(404);
      expect((await inject(staff, 'POST', url(locations[1]!))).statusCode).toBe(404);

      const marked = await inject(staff, 'POST', url(locations[0]!));
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json()).toMatchObject({ id: visitId, status: 'no_show' });
      const [row] = await db.select({ status: standaloneAppointments.status }).from(standaloneAppointments).where(eq(standaloneAppointments.id, visitId));
      expect(row!.status).toBe('no_show');
      expect((await inject(staff, 'POST', url(locations[0]!))).statusCode).toBe(409);
      const day = (await inject(staff, 'GET', `/api/shop/v1/locations/${locations[0]}/appointments?day=${TUESDAY}`)).json();
      expect(day.standaloneAppointments.find((visit: any) => visit.id === visitId)).toMatchObject({ status: 'no_show' });

      await mail.deliver(app);
      expect(mail.emails('dave-limits@example.com').filter((email) => email.subject.startsWith('We missed you'))).toHaveLength(2);
    });

    it('two no-shows in 90 days lower the person’s cap to one upcoming appointment; past the window it is back', async () => {
      app.clock.set!(new Date('2026-12-01T15:20:00Z'));
      expect((await carWash(dave, daveCar, locations[1]!, '09:00', WEDNESDAY)).statusCode).toBe(201);
      const refused = await carWash(dave, daveCar, locations[2]!, '10:00', WEDNESDAY);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(errorOf(refused)).toMatchObject({ code: 'booking_limit', detail: bookingLimitMessages.noShowLimit });

      // 91 days after the second no-show (and long after Wednesday's visit): two at once again.
      app.clock.set!(new Date('2027-03-02T14:00:00Z'));
      expect((await carWash(dave, daveCar, locations[1]!, '09:00', '2027-03-03')).statusCode).toBe(201);
      expect((await carWash(dave, daveCar, locations[2]!, '10:00', '2027-03-03')).statusCode).toBe(201);
    });
  });
});
