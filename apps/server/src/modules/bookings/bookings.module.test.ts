import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { build, testDatabaseUrl } from '../../../test/index.ts';
import { openDatabase } from '../../db/client.ts';
import { prepareBookingReads } from './booking-reads.ts';
import { END_DEAD_ATTEMPT_JOB } from './booking-attempts.ts';
import { claimReservation, dropReservation, reserveBay, takeBay } from './take-bay.ts';
import { RECURRING_JOBS } from '../../jobs/index.ts';
import { openCells } from '../scheduling/index.ts';
import { randomUUID } from 'node:crypto';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { startMailCatcher } from '../../../test/mail.ts';
import { bookedRequest, createMarket, insertShopBid, openRequest, seedTestCatalog } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { appointments, baySlots, bookingAttempts, creditTransactions, offerLineItems, offers, paymentAuthorisations, serviceRequests, shopLocations, shopStaff } from '../../db/schema/index.ts';
import { recordCreditTransaction } from '../rewards/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

// Monday 30 November 2026, 09:00 in Austin (CST).
const MONDAY_NINE = new Date('2026-11-30T14:50:00Z'); // 08:50: the clock runs on while a test does
const TUESDAY_NINE = '2026-12-01T15:00:00.000Z';

describe('appointments: slots, booking, changes', async () => {
  // Mail and texts go out for real, to a local SMTP server and a fake of Twilio's API: the tests read what arrived.
  const mail = await startMailCatcher();
  const { app, database, config } = await build(mail.env);
  /** The emails to a person, once the outbox's delivery job ran, whose subject starts so. */
  const received = async (to: string, subject: string) => {
    await mail.deliver(app);
    return mail.emails(to).filter((email) => email.subject.startsWith(subject));
  };
  const db = database.db;
  let alice: CreatedUser;
  let bob: CreatedUser;
  let locationId: string;
  let otherLocationId: string;

  beforeAll(async () => {
    await seedTestCatalog(app);
    const market = await createMarket(app, { locations: [{ zipcode: '78701' }] });
    const other = await createMarket(app, { centre: '75201', companyName: 'Shop Y', locations: [{ zipcode: '75201' }] });
    locationId = market.locations[0]!.id;
    otherLocationId = other.locations[0]!.id;
    alice = await createUser(app, { email: 'alice-book@example.com', confirmed: true });
    bob = await createUser(app, { email: 'bob-book@example.com', confirmed: true });
  });

  beforeEach(() => {
    app.clock.set!(MONDAY_NINE);
  });

  /** A saved card of the user's, made the browser's way on the sandbox gateway (Stripe's test numbers). */
  const cardOf = async (user: CreatedUser, number = '4242424242424242') => (await saveTestCard(app, user, { number })).id;
  /** Saves, but every hold on it is declined ('Your card was declined.'). */
  const DECLINES_HOLDS = '4000000000000341';
  type Hold = typeof paymentAuthorisations.$inferSelect & { state: string };
  const withState = (row: typeof paymentAuthorisations.$inferSelect): Hold => ({ ...row, state: row.status === 'authorised' && row.attached ? 'attached' : row.status });
  const holdsWhere = async (where: SQL) => (await db.select().from(paymentAuthorisations).where(where)).map(withState);
  const hold = async (id: string) => (await holdsWhere(eq(paymentAuthorisations.id, id)))[0]!;
  /** Holds placed on a card (a refused one leaves a failed row, which holds nothing). */
  const holdsOf = async (cardId: string) => (await holdsWhere(eq(paymentAuthorisations.cardId, cardId))).filter((row) => row.status !== 'failed');
  const live = (row: Hold) => row.status === 'authorised' || row.status === 'pending';

  const inject = (user: CreatedUser | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const proposals = (user: CreatedUser, requestId: string, slotArg: string, offerId?: string) =>
    inject(user, 'GET', `/api/v3/users/service_requests/${requestId}/appointment_proposals/${slotArg}${offerId ? `?offer_id=${offerId}` : ''}`);
  /** Books as the booking page does: with the offer's version it shows (read now, unless the body names one). */
  const book = async (user: CreatedUser, requestId: string, offerId: string, body: Record<string, unknown>) => {
    const [shown] = await db.select({ version: offers.version }).from(offers).where(eq(offers.id, offerId));
    return inject(user, 'PUT', `/api/v3/service_requests/${requestId}/offers/${offerId}`, { offer_version: shown?.version ?? 1, ...body });
  };
  async function fresh(user = alice) {
    const request = await openRequest(app, user);
    const offer = request.offers.find((candidate) => candidate.locationId === locationId)!;
    return { requestId: request.requestId, offerId: offer.id, totalCents: offer.totalCents };
  }
  const slotsOf = async (requestId: string) =>
    (await db.select({ n: count() }).from(baySlots).innerJoin(appointments, eq(appointments.id, baySlots.appointmentId)).where(eq(appointments.serviceRequestId, requestId)))[0]!.n;

  describe('proposals', () => {
    it('lists free times of the offer’s shop in its zone, with the abbreviation, from a day or from the first free day', async () => {
      const { requestId, offerId } = await fresh();
      const response = await proposals(alice, requestId, '2026-12-01', offerId);
      expect(response.statusCode, response.body).toBe(200);
      const document = response.json();
      expect(document.meta).toMatchObject({ time_zone: 'America/Chicago', time_zone_abbreviation: 'CST', from_day: '2026-12-01', to_day: '2026-12-07', next_day: '2026-12-08' });
      const first = document.data[0];
      expect(first.attributes).toMatchObject({ starts_at: TUESDAY_NINE.replace('15:00', '14:00'), day: '2026-12-01', time: '08:00', label: 'Tue, Dec 1, 8:00 AM CST' });
      expect(first.id).toEqual(expect.any(String));

      const firstFree = (await proposals(alice, requestId, 'first', offerId)).json();
      // Today, after the two-hour lead.
      expect(firstFree.meta.from_day).toBe('2026-11-30');
      expect(firstFree.data[0].attributes.time).toBe('11:00');
    });

    it('‘first’ finds a free day past two weeks of full days and answers the same page as that day’s', async () => {
      const { requestId, offerId } = await fresh();
      await db.update(shopLocations).set({ bays: 1 }).where(eq(shopLocations.id, locationId));
      const reservation = randomUUID();
      try {
        const [location] = await db.select().from(shopLocations).where(eq(shopLocations.id, locationId));
        // Every cell from today through 16 days on is taken (a booking in progress holds them all).
        const full = openCells(location!, '2026-11-30', '2026-12-16').flatMap((day) => day.cells);
        await db.insert(baySlots).values(full.map((startsAt) => ({ locationId, bay: 1, startsAt, reservation, reservedAt: MONDAY_NINE })));
        const first = (await proposals(alice, requestId, 'first', offerId)).json();
        expect(first.meta.from_day).toBe('2026-12-17');
        const thatDay = (await proposals(alice, requestId, '2026-12-17', offerId)).json();
        expect(first.data.length).toBeGreaterThan(0);
        expect(first.data).toEqual(thatDay.data);
        expect(first.meta).toEqual(thatDay.meta);
      } finally {
        await dropReservation(db, reservation);
        await db.update(shopLocations).set({ bays: 3 }).where(eq(shopLocations.id, locationId));
      }
    });

    it('refuses a malformed day (422), another user’s request (404) and a missing offer (422)', async () => {
      const { requestId, offerId } = await fresh();
      expect((await proposals(alice, requestId, 'tomorrow', offerId)).statusCode).toBe(422);
      expect((await proposals(alice, requestId, '2026-02-30', offerId)).statusCode).toBe(422);
      expect((await proposals(bob, requestId, 'first', offerId)).statusCode).toBe(404);
      expect((await proposals(alice, requestId, 'first')).statusCode).toBe(422);
    });
  });

  describe('booking', () => {
    it('books: the offer accepted, the request booked, one bay’s cells taken, one hold, a confirmation email; the same booking twice is the same', async () => {
      const { requestId, offerId, totalCents } = await fresh();
      const card = await cardOf(alice);
      const body = {
        credit_card_id: card,
        rewards: 0,
        appointment_time: TUESDAY_NINE,
        service_address: { address_line1: '1 Elm St', address_city: 'Austin', address_state: 'TX', address_zipcode: '78701' },
      };
      const response = await book(alice, requestId, offerId, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.attributes.status).toBe('booked');
      expect(response.json().data.attributes.accepted_offer.id).toBe(offerId);
      const [row] = await db.select().from(appointments).where(eq(appointments.serviceRequestId, requestId));
      expect(row).toMatchObject({ status: 'booked', bay: 1, paymentState: 'authorised', approvedTotalCents: totalCents });
      expect(row!.serviceAddress).toEqual({ addressLine1: '1 Elm St', addressLine2: null, addressCity: 'Austin', addressState: 'TX', addressZipcode: '78701', addressCountry: 'US' });
      expect(await slotsOf(requestId)).toBe(row!.jobMinutes / 30);
      const holds = await holdsWhere(eq(paymentAuthorisations.reference, `appointment:${row!.id}`));
      expect(holds).toHaveLength(1);
      expect(holds[0]!.amountCents).toBe(totalCents);

      const again = await book(alice, requestId, offerId, body);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data.attributes.status).toBe('booked');
      expect(await holdsOf(card)).toHaveLength(1);
      expect(await db.select().from(appointments).where(eq(appointments.serviceRequestId, requestId))).toHaveLength(1);
      const emails = await received('alice-book@example.com', 'Your appointment is booked: Tue, Dec 1, 9:00 AM CST');
      expect(emails).toHaveLength(1);
      expect(emails[0]!.text).toContain('/calendar.ics?token=');
      // The event rides along as an attachment, the same as the link serves.
      const [attachment] = emails[0]!.attachments;
      expect(attachment).toMatchObject({ filename: 'appointment.ics', contentType: 'text/calendar' });
      // A copy for the customer's calendar, not a meeting invitation.
      expect(attachment!.content).toContain('METHOD:PUBLISH\r\n');
      expect(attachment!.content).toContain(`UID:${row!.calendarUid}\r\n`);
    });

    it('books with the spec’s whole body {sr_id, id, …}: the path’s ids decide (the body’s `id` is the offer’s)', async () => {
      const { requestId, offerId } = await fresh();
      const card = await cardOf(alice);
      const response = await book(alice, requestId, offerId, { sr_id: requestId, id: offerId, credit_card_id: card, rewards: 0, appointment_time: TUESDAY_NINE });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.id).toBe(requestId);
      expect(response.json().data.attributes.accepted_offer.id).toBe(offerId);
    });

    it('texts the booking too when the request asked to be told by text', async () => {
      const carol = await createUser(app, { email: 'carol.texts@example.com', confirmed: true, phoneNumber: '5125550177', phoneVerified: true, contactViaTextMessage: true });
      const request = await fresh(carol);
      await db.update(serviceRequests).set({ notificationMethod: 'both' }).where(eq(serviceRequests.id, request.requestId));
      const card = await cardOf(carol);
      // A time no other test of this file books (Thursday 9:30 in the shop's zone): the bays stay as they expect.
      expect((await book(carol, request.requestId, request.offerId, { credit_card_id: card, appointment_time: '2026-12-03T15:30:00.000Z' })).statusCode).toBe(200);
      await mail.deliver(app);
      const texts = mail.texts('+15125550177');
      expect(texts).toHaveLength(1);
      expect(texts[0]!.body).toMatch(/is booked for Thu, Dec 3, 9:30 AM CST\. http/);
      expect(mail.emails('carol.texts@example.com').map((email) => email.subject)).toEqual(['Your appointment is booked: Thu, Dec 3, 9:30 AM CST']);
      // Alice's requests ask for email only: no text is sent for hers.
      expect(mail.texts().every((text) => text.to === '+15125550177')).toBe(true);
    });

    it('refuses a past time, a time outside the hours and a time not proposed (422), nothing booked', async () => {
      const { requestId, offerId } = await fresh();
      const card = await cardOf(alice);
      for (const time of ['2026-11-30T14:00:00.000Z', '2026-12-02T01:00:00.000Z', '2026-12-01T15:10:00.000Z', '2026-12-05T15:00:00.000Z', 'soon']) {
        const response = await book(alice, requestId, offerId, { credit_card_id: card, appointment_time: time });
        expect(response.statusCode, time).toBe(422);
        expect(response.json().errors[0].detail).toBe('That time is not available. Please choose one of the times shown.');
      }
      expect(await slotsOf(requestId)).toBe(0);
      expect((await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId)))[0]!.status).toBe('open');
    });

    it('is 404 for another user’s request or card, and for an offer of another request', async () => {
      const { requestId, offerId } = await fresh();
      const bobs = await fresh(bob);
      const aliceCard = await cardOf(alice);
      const bobCard = await cardOf(bob);
      expect((await book(bob, requestId, offerId, { credit_card_id: bobCard, appointment_time: TUESDAY_NINE })).statusCode).toBe(404);
      expect((await book(alice, requestId, offerId, { credit_card_id: bobCard, appointment_time: TUESDAY_NINE })).statusCode).toBe(404);
      expect((await book(alice, requestId, bobs.offerId, { credit_card_id: aliceCard, appointment_time: TUESDAY_NINE })).statusCode).toBe(404);
      expect(await slotsOf(requestId)).toBe(0);
    });

    it('a declined card: 402 with the provider’s words, nothing booked, the time still free', async () => {
      const { requestId, offerId } = await fresh();
      const card = await cardOf(alice, DECLINES_HOLDS);
      const time = '2026-12-01T20:00:00.000Z';
      const response = await book(alice, requestId, offerId, { credit_card_id: card, appointment_time: time });
      expect(response.statusCode).toBe(402);
      expect(response.json().errors[0]).toMatchObject({ code: 'card_declined', detail: 'Your card was declined.' });
      expect(await db.select().from(appointments).where(eq(appointments.serviceRequestId, requestId))).toHaveLength(0);
      // The cells it reserved before the hold are given back.
      expect(await db.select().from(baySlots).where(and(eq(baySlots.locationId, locationId), eq(baySlots.startsAt, new Date(time))))).toHaveLength(0);
      const listed = (await proposals(alice, requestId, '2026-12-01', offerId)).json();
      expect(listed.data.some((slot: any) => slot.attributes.starts_at === time)).toBe(true);
    });

    it('refuses rewards above the balance or the offer’s max (422) and debits the ledger when within both', async () => {
      const { requestId, offerId } = await fresh();
      const card = await cardOf(alice);
      await recordCreditTransaction(db, app.events, { userId: alice.user.id, amountCents: 500, kind: 'earned', reason: 'test', reference: null });
      const tooMuch = await book(alice, requestId, offerId, { credit_card_id: card, rewards: 600, appointment_time: TUESDAY_NINE });
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json().errors[0].detail).toMatch(/rewards/);
      const ok = await book(alice, requestId, offerId, { credit_card_id: card, rewards: 300, appointment_time: TUESDAY_NINE });
      expect(ok.statusCode, ok.body).toBe(200);
      const [row] = await db.select().from(appointments).where(eq(appointments.serviceRequestId, requestId));
      const debit = await db.select().from(creditTransactions).where(eq(creditTransactions.reference, `appointment:${row!.id}`));
      expect(debit.map((entry) => entry.amountCents)).toEqual([-300]);
      expect((await hold(row!.authorisationId!)).amountCents).toBe(row!.approvedTotalCents - 300);
    });

    it('refuses an instant estimate whose shop has since sent its own bid (409, ADR 041), nothing held', async () => {
      const { requestId, offerId } = await fresh();
      // The same shop sends its own bid on the request.
      const [line] = await db.select({ serviceId: offerLineItems.serviceId }).from(offerLineItems).where(eq(offerLineItems.offerId, offerId));
      await insertShopBid(app, line!.serviceId, { requestId, locationId, distanceMiles: 0, answerSeconds: 60 });
      const card = await cardOf(alice);
      const response = await book(alice, requestId, offerId, { credit_card_id: card, appointment_time: TUESDAY_NINE });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().errors[0]).toMatchObject({ code: 'request_closed', detail: 'This estimate can no longer be booked.' });
      expect(await holdsOf(card)).toEqual([]);
      expect(await slotsOf(requestId)).toBe(0);
    });

    it('refuses booking an offer of a withdrawn request (409)', async () => {
      const { requestId, offerId } = await fresh();
      const withdrawn = await inject(alice, 'DELETE', `/api/v3/service_requests/${requestId}?reason_withdrawn=found_another_shop`);
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      const response = await book(alice, requestId, offerId, { credit_card_id: await cardOf(alice), appointment_time: TUESDAY_NINE });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0].code).toBe('request_closed');
    });
  });

  describe('after the booking', () => {
    async function booked(time = TUESDAY_NINE, rewards = 0, number?: string) {
      const request = await fresh();
      const card = await cardOf(alice, number);
      const response = await book(alice, request.requestId, request.offerId, { credit_card_id: card, rewards, appointment_time: time });
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await db.select().from(appointments).where(eq(appointments.serviceRequestId, request.requestId));
      return { ...request, card, appointment: row! };
    }

    it('lists the appointment and serves its .ics (UID, SEQUENCE, UTC times, the shop’s address); a wrong token is 404', async () => {
      const { requestId, appointment } = await booked('2026-12-02T15:00:00.000Z');
      const listed = await inject(alice, 'GET', `/api/v3/users/service_requests/${requestId}/appointments`);
      expect(listed.statusCode, listed.body).toBe(200);
      const attributes = listed.json().data[0].attributes;
      expect(attributes).toMatchObject({ status: 'booked', proposed_by: 'customer', payment: { state: 'authorised', card_brand: 'visa' } });
      expect(Object.values(attributes.payment)).toContain('4242');
      expect(attributes.slot.label).toBe('Wed, Dec 2, 9:00 AM CST');
      expect((await inject(bob, 'GET', `/api/v3/users/service_requests/${requestId}/appointments`)).statusCode).toBe(404);

      const url = new URL(attributes.calendar_url);
      const ics = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(ics.statusCode, ics.body).toBe(200);
      expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
      expect(ics.body).toContain(`UID:${appointment.calendarUid}\r\n`);
      expect(ics.body).toContain('SEQUENCE:0\r\n');
      expect(ics.body).toContain('METHOD:PUBLISH\r\n');
      expect(ics.headers['content-type']).toBe('text/calendar; method=PUBLISH; charset=utf-8');
      expect(ics.body).toContain('DTSTART:20261202T150000Z\r\n');
      expect(ics.body).toContain('LOCATION:');
      expect(ics.body.replace(/\r\n /g, '')).toContain('100 Main St\\, Austin\\, TX 78701');
      expect(ics.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      const forged = await app.inject({ method: 'GET', url: `${url.pathname}?token=${'x'.repeat(32)}` });
      expect(forged.statusCode).toBe(404);
    });

    it('reschedules to another proposal: the cells move, SEQUENCE + 1, the hold kept; autoschedule takes the first free time', async () => {
      const { requestId, appointment, offerId } = await booked('2026-12-01T16:00:00.000Z');
      const page = (await proposals(alice, requestId, '2026-12-03', offerId)).json();
      const target = page.data.find((slot: any) => slot.attributes.time === '10:00');
      const moved = await inject(alice, 'PUT', `/api/v3/users/service_requests/${requestId}/appointments`, { slot_key: target.id });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data.attributes.slot).toMatchObject({ day: '2026-12-03', time: '10:00' });
      const [row] = await db.select().from(appointments).where(eq(appointments.id, appointment.id));
      expect(row).toMatchObject({ calendarSequence: 1, authorisationId: appointment.authorisationId });
      const movedEmails = await received('alice-book@example.com', 'Your appointment has moved: Thu, Dec 3, 10:00 AM CST');
      expect(movedEmails).toHaveLength(1);
      expect(movedEmails[0]!.text).toContain('is now on Thu, Dec 3, 10:00 AM CST');
      const cells = await db.select().from(baySlots).where(eq(baySlots.appointmentId, appointment.id));
      expect(cells.map((cell) => cell.startsAt.toISOString()).sort()[0]).toBe('2026-12-03T16:00:00.000Z');

      const auto = await inject(alice, 'PUT', `/api/v3/users/service_requests/${requestId}/appointments`, { autoschedule: true });
      expect(auto.statusCode, auto.body).toBe(200);
      expect(auto.json().data.attributes.slot).toMatchObject({ day: '2026-11-30', time: '11:00' });
      expect((await inject(alice, 'PUT', `/api/v3/users/service_requests/${requestId}/appointments`, { slot_key: 'bm9wZQ' })).statusCode).toBe(422);
      expect((await inject(bob, 'PUT', `/api/v3/users/service_requests/${requestId}/appointments`, { autoschedule: true })).statusCode).toBe(404);
    });

    it('a move beyond the hold window gives the hold back and schedules one; a move back within it places one', async () => {
      const { requestId, appointment, offerId } = await booked('2026-12-01T21:00:00.000Z');
      expect(appointment.paymentState).toBe('authorised');
      const far = (await proposals(alice, requestId, '2026-12-15', offerId)).json().data.find((slot: any) => slot.attributes.time === '09:00');
      const moved = await inject(alice, 'PUT', `/api/v3/users/service_requests/${requestId}/appointments`, { slot_key: far.id });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data.attributes.payment).toMatchObject({ state: 'scheduled', hold_on: '2026-12-13T15:00:00.000Z' });
      expect((await hold(appointment.authorisationId!)).state).toBe('released');
      const near = (await proposals(alice, requestId, '2026-12-02', offerId)).json().data.find((slot: any) => slot.attributes.time === '15:00');
      const back = await inject(alice, 'PUT', `/api/v3/users/service_requests/${requestId}/appointments`, { slot_key: near.id });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json().data.attributes.payment.state).toBe('authorised');
      const [row] = await db.select().from(appointments).where(eq(appointments.id, appointment.id));
      expect(row!.authorisationId).not.toBe(appointment.authorisationId);
      expect((await hold(row!.authorisationId!)).state).toBe('attached');
      expect(row!.calendarSequence).toBe(2);
    });

    it('unaccept: back to the offers, the cells freed, the hold released, the rewards credited back', async () => {
      await recordCreditTransaction(db, app.events, { userId: alice.user.id, amountCents: 200, kind: 'earned', reason: 'test', reference: null });
      const { requestId, offerId, appointment } = await booked('2026-12-01T17:00:00.000Z', 200);
      const response = await inject(alice, 'PUT', `/api/v3/service_requests/${requestId}/offers/${offerId}/unaccept`, { reason_unaccepted: 'Wrong day' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.attributes.status).toBe('open');
      expect(await slotsOf(requestId)).toBe(0);
      expect((await db.select().from(offers).where(eq(offers.id, offerId)))[0]!.status).toBe('open');
      expect((await db.select().from(appointments).where(eq(appointments.id, appointment.id)))[0]).toMatchObject({ status: 'cancelled', paymentState: 'released', calendarSequence: 1 });
      expect((await hold(appointment.authorisationId!)).state).toBe('released');
      const back = await db.select().from(creditTransactions).where(and(eq(creditTransactions.reference, `appointment:${appointment.id}`), eq(creditTransactions.kind, 'earned')));
      expect(back.map((entry) => entry.amountCents)).toEqual([200]);
      // The time is free again, and the offer can be booked again.
      const rebook = await book(alice, requestId, offerId, { credit_card_id: await cardOf(alice), appointment_time: '2026-12-01T17:00:00.000Z' });
      expect(rebook.statusCode, rebook.body).toBe(200);
      expect((await inject(alice, 'PUT', `/api/v3/service_requests/${requestId}/offers/${offerId}/unaccept`, { reason_unaccepted: '' })).statusCode).toBe(422);
    });

    it('cancel (DELETE without appointment_id) ends the booking; the .ics becomes STATUS:CANCELLED (still METHOD:PUBLISH)', async () => {
      const { requestId, appointment } = await booked('2026-12-01T18:00:00.000Z');
      const response = await inject(alice, 'DELETE', `/api/v3/users/service_requests/${requestId}/appointments`);
      expect(response.statusCode, response.body).toBe(200);
      expect(await slotsOf(requestId)).toBe(0);
      const listed = (await inject(alice, 'GET', `/api/v3/users/service_requests/${requestId}/appointments`)).json();
      const url = new URL(listed.data[0].attributes.calendar_url);
      const ics = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(ics.body).toContain('METHOD:PUBLISH\r\n');
      expect(ics.body).toContain('STATUS:CANCELLED\r\n');
      expect(ics.body).toContain('SEQUENCE:1\r\n');
      expect((await hold(appointment.authorisationId!)).state).toBe('released');
      const cancelled = await received('alice-book@example.com', 'Your appointment is cancelled: Tue, Dec 1, 12:00 PM CST');
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0]!.attachments[0]!.content).toContain('METHOD:PUBLISH\r\n');
      expect(cancelled[0]!.attachments[0]!.content).toContain('STATUS:CANCELLED\r\n');
      expect((await inject(alice, 'DELETE', `/api/v3/users/service_requests/${requestId}/appointments`)).statusCode).toBe(409);
    });

    it('withdrawing a booked request ends its booking in the same transaction', async () => {
      const { requestId, appointmentId } = await bookedRequest(app, alice, { cardId: await cardOf(alice), appointmentTime: '2026-12-01T19:00:00.000Z', locationId });
      const [appointment] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
      const response = await inject(alice, 'DELETE', `/api/v3/service_requests/${requestId}?reason_withdrawn=found_another_shop`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.attributes.status).toBe('withdrawn');
      expect(await slotsOf(requestId)).toBe(0);
      expect((await hold(appointment!.authorisationId!)).state).toBe('released');
      expect((await inject(alice, 'DELETE', `/api/v3/service_requests/${requestId}?reason_withdrawn=found_another_shop`)).statusCode).toBe(409);
    });

    it('a booking 10 days out holds nothing until 2 days before, then the due-holds job holds it once; a refusal is told to the customer', async () => {
      const later = '2026-12-10T15:00:00.000Z';
      const { appointment, card } = await booked(later);
      expect(appointment).toMatchObject({ paymentState: 'scheduled', authorisationId: null });
      // The card is still needed for the hold to come: deleting it is refused.
      const deleted = await inject(alice, 'DELETE', `/api/v3/users/credit_cards/${card}`);
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json().errors[0].code).toBe('card_in_use');
      expect(appointment.holdOn!.toISOString()).toBe('2026-12-08T15:00:00.000Z');
      expect(await app.bookings.placeDueHolds(new Date('2026-12-08T14:59:00Z'))).toEqual({ held: 0, failed: 0 });
      const due = await app.bookings.placeDueHolds(new Date('2026-12-08T15:00:00Z'));
      expect(due.held).toBeGreaterThanOrEqual(1);
      const [row] = await db.select().from(appointments).where(eq(appointments.id, appointment.id));
      expect(row).toMatchObject({ paymentState: 'authorised' });
      expect((await hold(row!.authorisationId!)).state).toBe('attached');
      expect((await app.bookings.placeDueHolds(new Date('2026-12-08T16:00:00Z'))).held).toBe(0);

      // A card that declines by then: the customer and the shop's staff are told.
      const staff = await createUser(app, { email: 'staff-holds@example.com' });
      await db.insert(shopStaff).values({ userId: staff.user.id, locationId });
      const declining = await booked('2026-12-11T15:00:00.000Z', 0, DECLINES_HOLDS);
      const run = await app.bookings.placeDueHolds(new Date('2026-12-09T15:00:00Z'));
      expect(run.failed).toBe(1);
      const [failed] = await db.select().from(appointments).where(eq(appointments.id, declining.appointment.id));
      expect(failed).toMatchObject({ paymentState: 'failed', failureMessage: 'Your card was declined.' });
      const toCustomer = await received('alice-book@example.com', 'Payment problem with the appointment on Fri, Dec 11, 9:00 AM CST');
      expect(toCustomer).toHaveLength(1);
      expect(toCustomer[0]!.text).toContain('on your card for your appointment at');
      expect(toCustomer[0]!.text).toContain('Your card was declined.');
      const toShop = await received('staff-holds@example.com', 'Payment problem with the appointment on Fri, Dec 11, 9:00 AM CST');
      expect(toShop).toHaveLength(1);
      expect(toShop[0]!.text).toContain("on the customer's card");
    });
  });

  describe('reminders', () => {
    it('emails each booking starting within 24 hours once, even when two runs race; a moved booking is reminded again', async () => {
      const { requestId, offerId } = await fresh();
      const card = await cardOf(alice);
      expect((await book(alice, requestId, offerId, { credit_card_id: card, appointment_time: '2026-12-18T15:00:00.000Z' })).statusCode).toBe(200);
      const [row] = await db.select().from(appointments).where(eq(appointments.serviceRequestId, requestId));
      const reminders = () => received('alice-book@example.com', 'Your appointment is tomorrow: Fri, Dec 18, 9:00 AM CST');
      await app.bookings.sendReminders(new Date('2026-12-17T14:59:00Z'));
      expect(await reminders()).toHaveLength(0);
      await Promise.all([app.bookings.sendReminders(new Date('2026-12-17T15:00:00Z')), app.bookings.sendReminders(new Date('2026-12-17T15:01:00Z'))]);
      expect(await reminders()).toHaveLength(1);
      await app.bookings.sendReminders(new Date('2026-12-17T16:00:00Z'));
      expect(await reminders()).toHaveLength(1);
      expect((await db.select().from(appointments).where(eq(appointments.id, row!.id)))[0]!.remindedAt).not.toBeNull();
      const later = (await proposals(alice, requestId, '2026-12-21', offerId)).json().data[0];
      expect((await inject(alice, 'PUT', `/api/v3/users/service_requests/${requestId}/appointments`, { slot_key: later.id })).statusCode).toBe(200);
      expect((await db.select().from(appointments).where(eq(appointments.id, row!.id)))[0]!.remindedAt).toBeNull();
    });
  });

  describe('the shop’s side', () => {
    it('lists a day’s bookings for its staff (404 for shop Y’s), proposes another time, which the customer accepts or rejects', async () => {
      const staff = await createUser(app, { email: 'staff-x@example.com' });
      const staffY = await createUser(app, { email: 'staff-y@example.com' });
      await db.insert(shopStaff).values([
        { userId: staff.user.id, locationId },
        { userId: staffY.user.id, locationId: otherLocationId },
      ]);
      const request = await fresh();
      const card = await cardOf(alice);
      expect((await book(alice, request.requestId, request.offerId, { credit_card_id: card, appointment_time: '2026-12-07T15:00:00.000Z' })).statusCode).toBe(200);
      const [booking] = await db.select().from(appointments).where(eq(appointments.serviceRequestId, request.requestId));

      const day = await inject(staff, 'GET', `/api/shop/v1/locations/${locationId}/appointments?day=2026-12-07`);
      expect(day.statusCode, day.body).toBe(200);
      expect(day.json().bookings.map((entry: any) => entry.id)).toContain(booking!.id);
      expect((await inject(staffY, 'GET', `/api/shop/v1/locations/${locationId}/appointments?day=2026-12-07`)).statusCode).toBe(404);
      expect((await inject(staffY, 'POST', `/api/shop/v1/locations/${otherLocationId}/appointments/${booking!.id}/proposals`, { startsAt: '2026-12-08T15:00:00.000Z' })).statusCode).toBe(404);

      // The times the shop may propose: the free starts for this job.
      const times = await inject(staff, 'GET', `/api/shop/v1/locations/${locationId}/appointments/${booking!.id}/proposals?day=2026-12-07`);
      expect(times.statusCode, times.body).toBe(200);
      const starts = times.json().times.map((entry: any) => entry.startsAt);
      expect(starts).toContain('2026-12-08T15:00:00.000Z');
      expect(times.json().times[0]).toMatchObject({ day: expect.stringMatching(/^2026-12-0\d$/), label: expect.stringContaining(times.json().timeZoneAbbreviation) });
      expect((await inject(staffY, 'GET', `/api/shop/v1/locations/${otherLocationId}/appointments/${booking!.id}/proposals?day=2026-12-07`)).statusCode).toBe(404);
      expect((await inject(staff, 'GET', `/api/shop/v1/locations/${locationId}/appointments/${booking!.id}/proposals?day=soon`)).statusCode).toBe(422);

      const proposed = await inject(staff, 'POST', `/api/shop/v1/locations/${locationId}/appointments/${booking!.id}/proposals`, { startsAt: '2026-12-08T15:00:00.000Z' });
      expect(proposed.statusCode, proposed.body).toBe(201);
      const proposalId = proposed.json().id;
      const listed = (await inject(alice, 'GET', `/api/v3/users/service_requests/${request.requestId}/appointments`)).json();
      expect(listed.data.map((entry: any) => entry.attributes.status).sort()).toEqual(['booked', 'proposed']);
      expect((await inject(bob, 'POST', '/api/v3/users/service_requests/appointments', { appointment_id: proposalId })).statusCode).toBe(404);

      const accepted = await inject(alice, 'POST', '/api/v3/users/service_requests/appointments', { appointment_id: proposalId });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().data.id).toBe(booking!.id);
      expect(accepted.json().data.attributes).toMatchObject({ proposed_by: 'shop', slot: { day: '2026-12-08', time: '09:00' } });
      const cells = await db.select().from(baySlots).where(eq(baySlots.appointmentId, booking!.id));
      expect(cells.map((cell) => cell.startsAt.toISOString()).sort()[0]).toBe('2026-12-08T15:00:00.000Z');
      expect((await db.select().from(appointments).where(eq(appointments.id, booking!.id)))[0]!.calendarSequence).toBe(1);

      // Another proposal, rejected: its cells are freed.
      const second = await inject(staff, 'POST', `/api/shop/v1/locations/${locationId}/appointments/${booking!.id}/proposals`, { startsAt: '2026-12-09T15:00:00.000Z' });
      expect(second.statusCode, second.body).toBe(201);
      const rejected = await inject(alice, 'DELETE', `/api/v3/users/service_requests/${request.requestId}/appointments?appointment_id=${second.json().id}`);
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(await db.select().from(baySlots).where(eq(baySlots.appointmentId, second.json().id))).toHaveLength(0);
      expect((await db.select().from(appointments).where(eq(appointments.id, second.json().id)))[0]!.status).toBe('rejected');
    });
  });

  describe('completion', () => {
    it('the shop marks the job completed with the final amount: captured (never above the approved total), the request completed', async () => {
      const staff = await createUser(app, { email: 'staff-done@example.com' });
      const staffY = await createUser(app, { email: 'staff-done-y@example.com' });
      await db.insert(shopStaff).values([
        { userId: staff.user.id, locationId },
        { userId: staffY.user.id, locationId: otherLocationId },
      ]);
      const request = await fresh();
      const card = await cardOf(alice);
      expect((await book(alice, request.requestId, request.offerId, { credit_card_id: card, appointment_time: '2026-11-30T21:00:00.000Z' })).statusCode).toBe(200);
      const [booking] = await db.select().from(appointments).where(eq(appointments.serviceRequestId, request.requestId));
      const complete = (user: CreatedUser, location: string, finalTotalCents: number) =>
        inject(user, 'POST', `/api/shop/v1/locations/${location}/appointments/${booking!.id}/completion`, { finalTotalCents });

      const early = await complete(staff, locationId, request.totalCents);
      expect(early.statusCode).toBe(422);
      app.clock.set!(new Date('2026-11-30T22:00:00Z'));
      expect((await complete(staffY, otherLocationId, request.totalCents)).statusCode).toBe(404);
      expect((await complete(staffY, locationId, request.totalCents)).statusCode).toBe(404);
      const above = await complete(staff, locationId, request.totalCents + 1);
      expect(above.statusCode).toBe(422);
      expect(above.json().message).toBe('The final amount cannot be more than the total the customer approved.');
      expect((await hold(booking!.authorisationId!)).state).toBe('attached');

      const done = await complete(staff, locationId, request.totalCents - 1_000);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().status).toBe('completed');
      const [row] = await db.select().from(appointments).where(eq(appointments.id, booking!.id));
      expect(row).toMatchObject({ status: 'completed', paymentState: 'captured', capturedCents: request.totalCents - 1_000 });
      expect((await hold(booking!.authorisationId!)).state).toBe('captured');
      expect((await db.select().from(serviceRequests).where(eq(serviceRequests.id, request.requestId)))[0]!.status).toBe('completed');
      expect((await complete(staff, locationId, request.totalCents - 1_000)).statusCode).toBe(409);
      // The job earned 2 % of what the card paid, once (the second completion above changed nothing).
      const earned = await db
        .select()
        .from(creditTransactions)
        .where(and(eq(creditTransactions.userId, alice.user.id), eq(creditTransactions.reference, `appointment:${booking!.id}:completed`)));
      expect(earned).toHaveLength(1);
      expect(earned[0]).toMatchObject({ kind: 'earned', amountCents: Math.min(2_000, Math.floor(((request.totalCents - 1_000) * 200) / 10_000)) });

      // A booking whose hold was still scheduled: held, attached, then captured at completion.
      app.clock.set!(MONDAY_NINE);
      const far = await bookedRequest(app, alice, { cardId: card, appointmentTime: '2026-12-21T15:00:00.000Z', locationId });
      const [scheduled] = await db.select().from(appointments).where(eq(appointments.id, far.appointmentId));
      expect(scheduled!.paymentState).toBe('scheduled');
      app.clock.set!(new Date('2026-12-21T17:00:00Z'));
      const farDone = await inject(staff, 'POST', `/api/shop/v1/locations/${locationId}/appointments/${far.appointmentId}/completion`, { finalTotalCents: scheduled!.approvedTotalCents });
      expect(farDone.statusCode, farDone.body).toBe(200);
      const [paid] = await db.select().from(appointments).where(eq(appointments.id, far.appointmentId));
      expect(paid).toMatchObject({ status: 'completed', paymentState: 'captured', capturedCents: scheduled!.approvedTotalCents });
      expect((await hold(paid!.authorisationId!))).toMatchObject({ state: 'captured', reference: `appointment:${far.appointmentId}` });
    });
  });

  it('a double click (the same booking sent twice at once) books once, with one hold, and answers both', async () => {
    const { requestId, offerId } = await fresh();
    const card = await cardOf(alice);
    const body = { credit_card_id: card, appointment_time: '2026-12-02T20:00:00.000Z' };
    const [first, second] = await Promise.all([book(alice, requestId, offerId, body), book(alice, requestId, offerId, body)]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect(first!.json().data.attributes.status).toBe('booked');
    expect(second!.json().data.attributes.status).toBe('booked');
    expect(await db.select().from(appointments).where(eq(appointments.serviceRequestId, requestId))).toHaveLength(1);
    expect(await holdsOf(card)).toHaveLength(1);
    expect((await holdsOf(card)).filter(live)).toHaveLength(1);
  });

  describe('the last bay', () => {
    it('of concurrent bookings of the same last bay-slot, on two app instances, exactly one wins; the others get 409', async () => {
      await db.update(shopLocations).set({ bays: 1 }).where(eq(shopLocations.id, locationId));
      // On PostgreSQL the second node has its own pool on the same database (PGlite is one process's only).
      const url = testDatabaseUrl(database);
      const secondDatabase = url ? await openDatabase({ kind: 'postgres', url, max: 4 }) : database;
      const second = await buildApp(config, { database: secondDatabase });
      await second.ready();
      second.clock.set!(MONDAY_NINE);
      try {
        const time = '2026-12-04T17:00:00.000Z';
        const contenders = await Promise.all(
          Array.from({ length: 6 }, async (_, index) => {
            const user = await createUser(app, { email: `racer-${index}@example.com` });
            const request = await openRequest(app, user);
            const offer = request.offers.find((candidate) => candidate.locationId === locationId)!;
            return { user, requestId: request.requestId, offerId: offer.id, version: offer.version, card: await cardOf(user) };
          }),
        );
        const answers = await Promise.all(
          contenders.map(({ user, requestId, offerId, version, card }, index) =>
            (index % 2 === 0 ? app : second).inject({
              method: 'PUT',
              url: `/api/v3/service_requests/${requestId}/offers/${offerId}`,
              headers: user.headers,
              payload: { credit_card_id: card, appointment_time: time, offer_version: version },
            }),
          ),
        );
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
        for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
          expect(answer.json().errors[0]).toMatchObject({ code: 'slot_taken', detail: 'That time was just taken. Please choose another.' });
        }
        // The losers learnt it from the reservation, before any hold: none was placed on their cards.
        const losers = contenders.filter((_, index) => answers[index]!.statusCode === 409);
        for (const loser of losers) {
          expect(await holdsOf(loser.card)).toHaveLength(0);
        }
        // Their attempts ended refused, and only the winner's sent a dead check: a loser holds nothing to give
        // back (ADR 045 addendum).
        const attempts = await db.select().from(bookingAttempts).where(inArray(bookingAttempts.serviceRequestId, contenders.map((c) => c.requestId)));
        expect(attempts.map((attempt) => attempt.state).sort()).toEqual(['booked', 'failed', 'failed', 'failed', 'failed', 'failed']);
        const checks = (await db.execute(sql`select data->>'attemptId' as id from pgboss.job where name = ${END_DEAD_ATTEMPT_JOB}`)) as unknown as {
          rows: { id: string }[];
        };
        const checked = new Set(checks.rows.map((row) => row.id));
        expect(attempts.filter((attempt) => checked.has(attempt.id)).map((attempt) => attempt.state)).toEqual(['booked']);
        const cells = await db.select().from(baySlots).where(and(eq(baySlots.locationId, locationId), eq(baySlots.startsAt, new Date(time))));
        expect(cells).toHaveLength(1);
        expect(cells[0]).toMatchObject({ reservation: null, reservedAt: null, appointmentId: expect.any(String) });
      } finally {
        await second.close();
        if (secondDatabase !== database) await secondDatabase.close();
        await db.update(shopLocations).set({ bays: 3 }).where(eq(shopLocations.id, locationId));
      }
    });

    it('bay_slots’ key alone decides: concurrent transactions taking the same cells of a one-bay shop, one commits', async () => {
      const url = testDatabaseUrl(database);
      const pools = url ? await Promise.all(Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url, max: 2 }))) : [database];
      try {
        const request = await fresh();
        const [template] = await db.select().from(appointments).limit(1);
        const cells = [new Date('2026-12-14T15:00:00Z'), new Date('2026-12-14T15:30:00Z')];
        const outcomes = await Promise.allSettled(
          Array.from({ length: 8 }, (_, index) =>
            pools[index % pools.length]!.db.transaction(async (tx) => {
              const [row] = await tx
                .insert(appointments)
                .values({ ...template!, id: undefined, serviceRequestId: request.requestId, offerId: request.offerId, status: 'proposed', bay: 0, createdAt: undefined, updatedAt: undefined } as never)
                .returning();
              return takeBay(tx, { locationId, bays: 1, cells, appointmentId: row!.id });
            }),
          ),
        );
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').map((outcome) => (outcome as PromiseFulfilledResult<number>).value)).toEqual([1]);
        for (const outcome of outcomes.filter((candidate) => candidate.status === 'rejected')) {
          expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'slot_taken' });
        }
        expect(await db.select().from(baySlots).where(and(eq(baySlots.locationId, locationId), eq(baySlots.startsAt, cells[0]!)))).toHaveLength(1);
      } finally {
        for (const pool of pools) if (pool !== database) await pool.close();
      }
    });
  });

  describe('reserved cells (a booking in progress)', () => {
    const at = (iso: string) => new Date(iso);
    const cellsAt = (iso: string) => db.select().from(baySlots).where(and(eq(baySlots.locationId, locationId), eq(baySlots.startsAt, at(iso))));

    it('of concurrent reservations of a one-bay shop’s cells, on any number of pools, one reserves; the others are 409 at once', async () => {
      const url = testDatabaseUrl(database);
      const pools = url ? await Promise.all(Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url, max: 2 }))) : [database];
      const reads = pools.map((pool) => prepareBookingReads(pool.db));
      try {
        const cells = [at('2026-12-15T15:00:00Z'), at('2026-12-15T15:30:00Z')];
        const reservations = Array.from({ length: 8 }, () => randomUUID());
        const outcomes = await Promise.allSettled(
          reservations.map((reservation, index) => reserveBay(reads[index % pools.length]!, { locationId, bays: 1, cells, reservation, now: MONDAY_NINE })),
        );
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        for (const outcome of outcomes.filter((candidate) => candidate.status === 'rejected')) {
          expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'slot_taken' });
        }
        const rows = await db.select().from(baySlots).where(and(eq(baySlots.locationId, locationId), inArray(baySlots.startsAt, cells)));
        expect(rows).toHaveLength(2);
        const winner = reservations[outcomes.findIndex((outcome) => outcome.status === 'fulfilled')]!;
        expect(rows.every((row) => row.reservation === winner && row.appointmentId === null && row.reservedAt !== null)).toBe(true);
        await dropReservation(db, winner);
        expect(await db.select().from(baySlots).where(and(eq(baySlots.locationId, locationId), inArray(baySlots.startsAt, cells)))).toHaveLength(0);
      } finally {
        for (const pool of pools) if (pool !== database) await pool.close();
      }
    });

    it('a reserved time is taken: not proposed, a booking of it is 409 with no hold; the sweep gives back only a stale one', async () => {
      await db.update(shopLocations).set({ bays: 1 }).where(eq(shopLocations.id, locationId));
      try {
        const time = '2026-12-16T17:00:00.000Z';
        const reservation = randomUUID();
        // Reserved at 08:50 by a booking that never came back (a crash between reserving and committing).
        await reserveBay(prepareBookingReads(db), { locationId, bays: 1, cells: [at(time), at('2026-12-16T17:30:00.000Z')], reservation, now: MONDAY_NINE });
        const { requestId, offerId } = await fresh();
        const card = await cardOf(alice);
        const page = (await proposals(alice, requestId, '2026-12-16', offerId)).json();
        expect(page.data.some((slot: any) => slot.attributes.starts_at === time)).toBe(false);
        const refused = await book(alice, requestId, offerId, { credit_card_id: card, appointment_time: time });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().errors[0]).toMatchObject({ code: 'slot_taken' });
        expect(await holdsOf(card)).toHaveLength(0);

        // Five minutes on: still a booking in progress, kept.
        app.clock.set!(new Date(MONDAY_NINE.getTime() + 5 * 60_000));
        await app.jobs.runNow(RECURRING_JOBS.sweepReservations.name);
        expect(await cellsAt(time)).toHaveLength(1);
        // Ten minutes on: given back, and the time is booked.
        app.clock.set!(new Date(MONDAY_NINE.getTime() + 11 * 60_000));
        await app.jobs.runNow(RECURRING_JOBS.sweepReservations.name);
        expect(await cellsAt(time)).toHaveLength(0);
        const booked = await book(alice, requestId, offerId, { credit_card_id: card, appointment_time: time });
        expect(booked.statusCode, booked.body).toBe(200);
        expect((await cellsAt(time))[0]).toMatchObject({ reservation: null, appointmentId: expect.any(String) });
      } finally {
        await db.update(shopLocations).set({ bays: 3 }).where(eq(shopLocations.id, locationId));
      }
    });

    it('a reservation swept before its booking commits: the transaction takes a free bay again, or 409 when none is', async () => {
      const { requestId, offerId } = await fresh();
      const [template] = await db.select().from(appointments).limit(1);
      const cells = [at('2026-12-17T15:00:00Z')];
      const claim = (reservation: string) =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(appointments)
            .values({ ...template!, id: undefined, serviceRequestId: requestId, offerId, status: 'proposed', bay: 0, createdAt: undefined, updatedAt: undefined } as never)
            .returning();
          return claimReservation(tx, { locationId, bays: 1, cells, reservation, appointmentId: row!.id });
        });
      expect(await claim(randomUUID())).toBe(1);
      await expect(claim(randomUUID())).rejects.toMatchObject({ code: 'slot_taken' });
      expect(await db.select().from(baySlots).where(and(eq(baySlots.locationId, locationId), eq(baySlots.startsAt, cells[0]!)))).toHaveLength(1);
    });
  });

  it('shop Y’s location is never proposed for this shop’s offer', async () => {
    const { requestId, offerId } = await fresh();
    const page = (await proposals(alice, requestId, 'first', offerId)).json();
    expect(page.data.every((slot: any) => !Buffer.from(slot.id, 'base64url').toString().startsWith(otherLocationId))).toBe(true);
  });
});
