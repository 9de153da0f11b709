import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { startMailCatcher } from '../../../test/mail.ts';
import { createMarket, createOwnedVehicle, openRequest, seedTestCatalog } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { serviceRequests } from '../../db/schema/index.ts';


// Monday 30 November 2026, 08:50 in Austin (CST).
const MONDAY = new Date('2026-11-30T14:50:00Z');
const TUESDAY = '2026-12-01';
/** Tuesday's bookable times (UTC) for bookings of a request, 9:00 to 12:30 CST, half-hourly. */
const TUESDAY_TIMES = Array.from({ length: 8 }, (_, index) => new Date(Date.UTC(2026, 11, 1, 15, 30 * index)).toISOString());

/**
 * Texts and emails only to people who agreed (ADR 047): a text only to a number verified by a texted code, a
 * booking email only to a confirmed address, and every message under the per-target and per-account budget.
 * AUTH_RATE_LIMIT_MAX=4: a target gets at most 4 notifications an hour, an account 8.
 */
describe('messages go only to people who agreed, within a budget', async () => {
  const mail = await startMailCatcher();
  const { app } = await build({ ...mail.env, AUTH_RATE_LIMIT_MAX: '4' });
  let locationId: string;

  beforeAll(async () => {
    await seedTestCatalog(app);
    const market = await createMarket(app, { locations: [{ zipcode: '78701', name: 'Wash and Service', appointmentTypes: ['service', 'car_wash'] }] });
    locationId = market.locations[0]!.id;
  });
  beforeEach(() => {
    app.clock.set!(MONDAY);
  });

  const inject = (user: CreatedUser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

  /** Books an offer of a new request (told by email and text), then cancels it: one book/cancel cycle. */
  async function bookAndCancel(user: CreatedUser, card: string, time: string) {
    const request = await openRequest(app, user);
    await app.database.db.update(serviceRequests).set({ notificationMethod: 'both' }).where(eq(serviceRequests.id, request.requestId));
    const offer = request.offers.find((candidate) => candidate.locationId === locationId)!;
    const booked = await inject(user, 'PUT', `/api/v3/service_requests/${request.requestId}/offers/${offer.id}`, { credit_card_id: card, appointment_time: time, offer_version: offer.version });
    expect(booked.statusCode, booked.body).toBe(200);
    const cancelled = await inject(user, 'DELETE', `/api/v3/users/service_requests/${request.requestId}/appointments`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  }

  it('texts nothing to a number nobody verified: book/cancel cycles send no text, and one verified by its code gets them', async () => {
    const dana = await createUser(app, { email: 'dana.texts@example.com', confirmed: true, phoneNumber: '5125550191', contactViaTextMessage: true });
    const card = (await saveTestCard(app, dana, { number: '4242424242424242' })).id;
    await bookAndCancel(dana, card, TUESDAY_TIMES[0]!);
    await bookAndCancel(dana, card, TUESDAY_TIMES[1]!);
    await mail.deliver(app);
    expect(mail.texts('+15125550191')).toEqual([]);
    // The emails went: the address is confirmed.
    expect(mail.emails('dana.texts@example.com')).toHaveLength(4);

    // The number proven by the code texted to it: the next booking is texted too.
    expect((await inject(dana, 'POST', '/api/v3/users/phone_verification_code')).statusCode).toBe(200);
    await mail.deliver(app);
    const code = /\b(\d{6})\b/.exec(mail.texts('+15125550191')[0]!.body)![1]!;
    const confirmed = await inject(dana, 'PUT', '/api/v3/users/confirm_phone', { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.attributes.phone_verified).toBe(true);
    await bookAndCancel(dana, card, TUESDAY_TIMES[2]!);
    await mail.deliver(app);
    expect(mail.texts('+15125550191').map((text) => text.body.split(' ').slice(0, 6).join(' '))).toEqual([
      expect.stringContaining('is your code'),
      'Pitstop: Your appointment at Wash and',
      'Pitstop: Your appointment at Wash and',
    ]);
  });

  it('emails nothing about a booking to an address nobody confirmed (it may be someone else’s)', async () => {
    const erin = await createUser(app, { email: 'erin.unconfirmed@example.com' });
    // A standalone appointment waits for a confirmed address (ADR 046); an offer's booking, backed by a card, is told nothing.
    const vehicle = (await createOwnedVehicle(app, erin.user.id, { year: 2018, make: 'Toyota', model: 'Camry' })).id;
    const standalone = await inject(erin, 'POST', '/api/v3/standalone_appointments', {
      service_station_location_id: locationId,
      vehicle,
      scheduled_at_date_string: TUESDAY,
      scheduled_at_time_string: '09:00',
      appointment_type: 'car_wash',
    });
    expect(standalone.statusCode, standalone.body).toBe(409);
    const card = (await saveTestCard(app, erin, { number: '4242424242424242' })).id;
    for (const time of TUESDAY_TIMES.slice(0, 2)) await bookAndCancel(erin, card, time);
    await mail.deliver(app);
    expect(mail.emails('erin.unconfirmed@example.com')).toEqual([]);
  });

  it('8 book/cancel cycles send at most the budget to one target: 4 texts and 4 emails, and the bookings all happen', async () => {
    const frank = await createUser(app, { email: 'frank.budget@example.com', confirmed: true, phoneNumber: '5125550192', phoneVerified: true });
    const card = (await saveTestCard(app, frank, { number: '4242424242424242' })).id;
    for (const time of TUESDAY_TIMES) await bookAndCancel(frank, card, time);
    await mail.deliver(app);
    expect(mail.texts('+15125550192')).toHaveLength(4);
    expect(mail.emails('frank.budget@example.com')).toHaveLength(4);
  });

  it('phone codes are refused past the account routes’ budget (429): two an hour a number, whichever account asks', async () => {
    const send = (user: CreatedUser, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/v3/users/phone_verification_code', headers: user.headers, remoteAddress });
    const lee = await createUser(app, { email: 'lee.phone@example.com', phoneNumber: '5125550187' });
    expect((await send(lee, '10.0.0.1')).statusCode).toBe(200);
    expect((await send(lee, '10.0.0.2')).statusCode).toBe(200);
    const third = await send(lee, '10.0.0.3');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    await mail.deliver(app);
    expect(mail.texts('+15125550187')).toHaveLength(2);
    const mo = await createUser(app, { email: 'mo.phone@example.com', phoneNumber: '5125550187' });
    expect((await send(mo, '10.0.0.4')).statusCode).toBe(429);
  });

  it('"Notify me" forms typed with someone’s address, one zip after another, send that address at most the budget', async () => {
    const zips = ['10001', '10002', '10003', '10004', '10005', '10006'];
    for (const [index, zipcode] of zips.entries()) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v3/users/beta_contacts',
        remoteAddress: `10.0.1.${index + 1}`,
        payload: { zipcode, email: 'victim.notify@example.com', first_name: 'Vic', last_name: 'Tim', product: 'OTM' },
      });
      // The request is kept every time; only the emails stop.
      expect(response.statusCode, response.body).toBe(201);
    }
    await mail.deliver(app);
    expect(mail.emails('victim.notify@example.com')).toHaveLength(4);
  });
});
