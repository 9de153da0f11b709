import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { build } from '../../../test/index.ts';
import { type CreatedUser } from '../../../test/factories.ts';
import { startMailCatcher } from '../../../test/mail.ts';
import { bookedRequest, shopsWithStaff } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';
import {
  appointments,
  creditCards,
  extraLinePhotos,
  extraLines,
  paymentAuthorisations,
  sandboxGatewayPaymentMethods,
  serviceRequests,
} from '../../db/schema/index.ts';
import { photoTypeOf } from './photo.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

// Monday 30 November 2026, 08:50 in Austin (CST).
const MONDAY_NINE = new Date('2026-11-30T14:50:00Z');
const SOON = '2026-11-30T21:00:00.000Z';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really pixels')]);

describe('extra work on a booked job: the price lock', async () => {
  // Mail goes out for real, to a local SMTP server: the tests read what arrived.
  const mail = await startMailCatcher();
  const { app, database } = await build(mail.env);
  const db = database.db;
  // Labor $120.00 an hour, tax 8.25 % on parts.
  const { alice, bob, staff, staffY, locationId, otherLocationId } = await shopsWithStaff(app, 'extra', { laborRateCents: 12_000, taxRateBps: 825 });

  beforeEach(async () => {
    app.clock.set!(MONDAY_NINE);
    // Every test starts with the day's extra-work budget of the customer unspent (ADR 047): earlier tests' requests are older.
    await db.update(extraLines).set({ createdAt: new Date('2026-11-01T12:00:00Z') });
  });

  const inject = (user: CreatedUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  const shopUrl = (location: string, appointmentId: string) => `/api/shop/v1/locations/${location}/appointments/${appointmentId}/extra_lines`;
  const send = (user: CreatedUser, location: string, appointmentId: string, body: object) => inject(user, 'POST', shopUrl(location, appointmentId), body);
  const decide = (user: CreatedUser, requestId: string, lineId: string, decision: 'approve' | 'decline') =>
    inject(user, 'PUT', `/api/v3/users/service_requests/${requestId}/extra_lines/${lineId}`, { decision });
  const complete = (user: CreatedUser, appointmentId: string, finalTotalCents: number) =>
    inject(user, 'POST', `/api/shop/v1/locations/${locationId}/appointments/${appointmentId}/completion`, { finalTotalCents });
  const appointmentOf = async (id: string) => (await db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const holdOf = async (id: string) => (await db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, id)))[0]!;
  const card = async (user: CreatedUser) => (await saveTestCard(app, user)).id;

  const THREE_LINES = {
    lineItems: [
      // 1.5 h × $120 = $180.00, parts $40.00 + 8.25 % tax $3.30, fees $5.00: $228.30
      { serviceName: 'Front brake pads', description: 'Worn to 2 mm', laborHours: 1.5, partsCents: 4_000, feesCents: 500 },
      // 0.5 h = $60.00, parts $25.00 + tax $2.06 (2.0625 half up): $87.06
      { serviceName: 'Cabin air filter', laborHours: 0.5, partsCents: 2_500, feesCents: 0 },
      { serviceName: 'Wiper blades', laborHours: 0, partsCents: 3_000, feesCents: 0 },
    ],
    note: 'Found while the car was on the lift.',
    photo: { data: PNG.toString('base64') },
  };

  it('approve raises the total and holds only the difference; decline is advised work; completion captures the new total across the holds', async () => {
    const cardId = await card(alice);
    const booked = await bookedRequest(app, alice, { cardId, appointmentTime: SOON, locationId });
    const before = await appointmentOf(booked.appointmentId);
    expect(before.paymentState).toBe('authorised');

    // Not yours: shop Y's staff, at its own location or at this one; another customer.
    expect((await send(staffY, otherLocationId, booked.appointmentId, THREE_LINES)).statusCode).toBe(404);
    expect((await send(staffY, locationId, booked.appointmentId, THREE_LINES)).statusCode).toBe(404);
    expect((await inject(staffY, 'GET', shopUrl(otherLocationId, booked.appointmentId))).statusCode).toBe(404);

    const sent = await send(staff, locationId, booked.appointmentId, THREE_LINES);
    expect(sent.statusCode, sent.body).toBe(201);
    const [brakes, filter, wipers] = sent.json().lines;
    expect(brakes).toMatchObject({ serviceName: 'Front brake pads', laborCents: 18_000, taxCents: 330, totalCents: 22_830, status: 'proposed', hasPhoto: true, note: THREE_LINES.note });
    expect(filter).toMatchObject({ laborCents: 6_000, taxCents: 206, totalCents: 8_706 });
    expect(wipers.totalCents).toBe(3_248);
    // One photo for the batch.
    expect(await db.select({ id: extraLinePhotos.id }).from(extraLinePhotos).where(eq(extraLinePhotos.appointmentId, booked.appointmentId))).toHaveLength(1);
    // The customer is told, with the link to the booking page's extra-work section (behind sign-in).
    await mail.deliver(app);
    const [email] = mail.emails('alice-extra@example.com').filter((received) => received.subject.endsWith('asks to approve extra work'));
    expect(email!.text).toContain(`/service-request/${booked.requestId}/offer/${booked.offerId}/extra-work`);
    expect(email!.text).toContain('Front brake pads: $228.30');

    expect((await inject(bob, 'GET', `/api/v3/users/service_requests/${booked.requestId}/extra_lines`)).statusCode).toBe(404);
    expect((await decide(bob, booked.requestId, brakes.id, 'approve')).statusCode).toBe(404);
    expect((await inject(bob, 'GET', `/api/v3/users/service_requests/${booked.requestId}/extra_lines/${brakes.id}/photo`)).statusCode).toBe(404);
    expect((await inject(staffY, 'GET', `${shopUrl(otherLocationId, booked.appointmentId)}/${brakes.id}/photo`)).statusCode).toBe(404);

    const listed = await inject(alice, 'GET', `/api/v3/users/service_requests/${booked.requestId}/extra_lines`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((line: any) => [line.attributes.service_name, line.attributes.status])).toEqual([
      ['Front brake pads', 'proposed'],
      ['Cabin air filter', 'proposed'],
      ['Wiper blades', 'proposed'],
    ]);
    const photo = await inject(alice, 'GET', `/api/v3/users/service_requests/${booked.requestId}/extra_lines/${brakes.id}/photo`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    expect((await inject(staff, 'GET', `${shopUrl(locationId, booked.appointmentId)}/${brakes.id}/photo`)).rawPayload.equals(PNG)).toBe(true);

    // Approve: the total rises by the line, and a hold of the line's total alone is placed and attached.
    const approved = await decide(alice, booked.requestId, brakes.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.attributes).toMatchObject({ status: 'approved', total_cents: 22_830 });
    expect(approved.json().data.attributes.decided_at).toEqual(expect.any(String));
    const raised = await appointmentOf(booked.appointmentId);
    expect(raised.approvedTotalCents).toBe(before.approvedTotalCents + 22_830);
    expect(raised.authorisationId).toBe(before.authorisationId);
    const [brakesRow] = await db.select().from(extraLines).where(eq(extraLines.id, brakes.id));
    const extraHold = await holdOf(brakesRow!.authorisationId!);
    expect(extraHold).toMatchObject({ amountCents: 22_830, status: 'authorised', attached: true, reference: `appointment:${booked.appointmentId}` });
    expect((await holdOf(before.authorisationId!)).amountCents).toBe(before.approvedTotalCents);
    // The same answer again is the same line, no second hold; the other answer now is 409.
    expect((await decide(alice, booked.requestId, brakes.id, 'approve')).statusCode).toBe(200);
    expect(await db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.cardId, cardId))).toHaveLength(2);
    expect((await decide(alice, booked.requestId, brakes.id, 'decline')).statusCode).toBe(409);

    // Decline: nothing held, the total unchanged, the line on the car's record as advised work.
    const declined = await decide(alice, booked.requestId, filter.id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.attributes.status).toBe('declined');
    expect((await appointmentOf(booked.appointmentId)).approvedTotalCents).toBe(raised.approvedTotalCents);
    const [request] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, booked.requestId));
    const advised = await inject(alice, 'GET', `/api/v3/owned_vehicles/${request!.ownedVehicleId}/advised_work`);
    expect(advised.statusCode, advised.body).toBe(200);
    expect(advised.json().meta.count).toBe(1);
    expect(advised.json().data[0].attributes).toMatchObject({ service_name: 'Cabin air filter', total_cents: 8_706, service_request_id: booked.requestId });
    expect((await inject(bob, 'GET', `/api/v3/owned_vehicles/${request!.ownedVehicleId}/advised_work`)).statusCode).toBe(404);

    // Completion: never above the new approved total; at it, captured across both holds.
    app.clock.set!(new Date('2026-11-30T22:00:00Z'));
    const newTotal = before.approvedTotalCents + 22_830;
    expect((await complete(staff, booked.appointmentId, newTotal + 1)).statusCode).toBe(422);
    const done = await complete(staff, booked.appointmentId, newTotal);
    expect(done.statusCode, done.body).toBe(200);
    expect(await appointmentOf(booked.appointmentId)).toMatchObject({ status: 'completed', paymentState: 'captured', capturedCents: newTotal });
    expect(await holdOf(before.authorisationId!)).toMatchObject({ status: 'captured', capturedCents: before.approvedTotalCents });
    expect(await holdOf(extraHold.id)).toMatchObject({ status: 'captured', capturedCents: 22_830 });

    // After completion: no more lines, no more decisions.
    const late = await send(staff, locationId, booked.appointmentId, THREE_LINES);
    expect(late.statusCode).toBe(409);
    expect((await decide(alice, booked.requestId, wipers.id, 'approve')).statusCode).toBe(409);
    expect((await db.select().from(extraLines).where(eq(extraLines.id, wipers.id)))[0]!.status).toBe('proposed');
  });

  it('a final amount below the booking’s own hold captures from it and gives the extra hold back', async () => {
    const cardId = await card(alice);
    const booked = await bookedRequest(app, alice, { cardId, appointmentTime: '2026-11-30T22:00:00.000Z', locationId });
    const before = await appointmentOf(booked.appointmentId);
    const [line] = (await send(staff, locationId, booked.appointmentId, { lineItems: [THREE_LINES.lineItems[2]] })).json().lines;
    expect((await decide(alice, booked.requestId, line.id, 'approve')).statusCode).toBe(200);
    const [row] = await db.select().from(extraLines).where(eq(extraLines.id, line.id));
    app.clock.set!(new Date('2026-11-30T23:30:00Z'));
    const done = await complete(staff, booked.appointmentId, before.approvedTotalCents - 100);
    expect(done.statusCode, done.body).toBe(200);
    expect((await appointmentOf(booked.appointmentId)).capturedCents).toBe(before.approvedTotalCents - 100);
    expect((await holdOf(row!.authorisationId!)).status).toBe('released');
  });

  it('a line approved while the completion is capturing keeps no hold: the completion gives it back', async () => {
    const cardId = await card(alice);
    const booked = await bookedRequest(app, alice, { cardId, appointmentTime: '2026-12-02T15:00:00.000Z', locationId });
    const before = await appointmentOf(booked.appointmentId);
    const [line] = (await send(staff, locationId, booked.appointmentId, { lineItems: [THREE_LINES.lineItems[2]] })).json().lines;
    app.clock.set!(new Date('2026-12-02T16:30:00Z'));
    // The customer approves between the completion's reading of the holds and its final transaction.
    const capture = app.payments.capture.bind(app.payments);
    const spy = vi.spyOn(app.payments, 'capture').mockImplementationOnce(async (...args) => {
      const captured = await capture(...args);
      expect((await decide(alice, booked.requestId, line.id, 'approve')).statusCode).toBe(200);
      return captured;
    });
    try {
      const done = await complete(staff, booked.appointmentId, before.approvedTotalCents);
      expect(done.statusCode, done.body).toBe(200);
    } finally {
      spy.mockRestore();
    }
    const [row] = await db.select().from(extraLines).where(eq(extraLines.id, line.id));
    expect(row!.status).toBe('approved');
    expect((await holdOf(row!.authorisationId!)).status).toBe('released');
    expect(await appointmentOf(booked.appointmentId)).toMatchObject({ status: 'completed', capturedCents: before.approvedTotalCents });
  });

  it('a hold refused for the difference leaves the line proposed with the provider’s words (402), nothing raised; approving again asks the bank again', async () => {
    const cardId = await card(alice);
    const booked = await bookedRequest(app, alice, { cardId, appointmentTime: '2026-12-01T20:00:00.000Z', locationId });
    const before = await appointmentOf(booked.appointmentId);
    const [line] = (await send(staff, locationId, booked.appointmentId, { lineItems: [THREE_LINES.lineItems[0]] })).json().lines;
    // The bank now refuses holds on this card (the sandbox's behaviour of the declining test number).
    const [saved] = await db.select().from(creditCards).where(eq(creditCards.id, cardId));
    await db.update(sandboxGatewayPaymentMethods).set({ behaviour: 'declines_holds' }).where(eq(sandboxGatewayPaymentMethods.id, saved!.paymentMethodId));
    const refused = await decide(alice, booked.requestId, line.id, 'approve');
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json().errors[0].detail).toBe('Your card was declined.');
    const [row] = await db.select().from(extraLines).where(eq(extraLines.id, line.id));
    expect(row).toMatchObject({ status: 'proposed', failureMessage: 'Your card was declined.', authorisationId: null });
    expect((await appointmentOf(booked.appointmentId)).approvedTotalCents).toBe(before.approvedTotalCents);
    expect((await inject(alice, 'GET', `/api/v3/users/service_requests/${booked.requestId}/extra_lines`)).json().data[0].attributes.failure_message).toBe(
      'Your card was declined.',
    );

    // The bank says yes again: approving again asks it again (not the first answer replayed), and holds the line.
    await db.update(sandboxGatewayPaymentMethods).set({ behaviour: 'succeeds' }).where(eq(sandboxGatewayPaymentMethods.id, saved!.paymentMethodId));
    const retried = await decide(alice, booked.requestId, line.id, 'approve');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.attributes).toMatchObject({ status: 'approved', failure_message: null });
    const [held] = await db.select().from(extraLines).where(eq(extraLines.id, line.id));
    expect(await holdOf(held!.authorisationId!)).toMatchObject({ status: 'authorised', amountCents: line.totalCents, attached: true });
    expect((await appointmentOf(booked.appointmentId)).approvedTotalCents).toBe(before.approvedTotalCents + line.totalCents);
  });

  it('with the booking’s hold still scheduled, an approval holds nothing now: the due hold covers the new total; a cancel gives extra holds back', async () => {
    const cardId = await card(alice);
    const far = await bookedRequest(app, alice, { cardId, appointmentTime: '2026-12-21T15:00:00.000Z', locationId });
    const before = await appointmentOf(far.appointmentId);
    expect(before.paymentState).toBe('scheduled');
    const [line] = (await send(staff, locationId, far.appointmentId, { lineItems: [THREE_LINES.lineItems[1]] })).json().lines;
    expect((await decide(alice, far.requestId, line.id, 'approve')).statusCode).toBe(200);
    expect((await db.select().from(extraLines).where(eq(extraLines.id, line.id)))[0]!.authorisationId).toBeNull();
    expect(await db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.cardId, cardId))).toHaveLength(0);

    expect(await app.bookings.placeDueHolds(new Date('2026-12-19T15:00:00Z'))).toEqual({ held: 1, failed: 0 });
    const held = await appointmentOf(far.appointmentId);
    expect(held.paymentState).toBe('authorised');
    expect((await holdOf(held.authorisationId!)).amountCents).toBe(before.approvedTotalCents + 8_706);

    // A second line approved now that the hold is placed gets its own hold; cancelling gives both back.
    const [second] = (await send(staff, locationId, far.appointmentId, { lineItems: [THREE_LINES.lineItems[2]] })).json().lines;
    expect((await decide(alice, far.requestId, second.id, 'approve')).statusCode).toBe(200);
    const [secondRow] = await db.select().from(extraLines).where(eq(extraLines.id, second.id));
    expect((await holdOf(secondRow!.authorisationId!)).status).toBe('authorised');
    const cancelled = await inject(alice, 'PUT', `/api/v3/service_requests/${far.requestId}/offers/${far.offerId}/unaccept`, { reason_unaccepted: 'Changed my mind' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await holdOf(held.authorisationId!)).status).toBe('released');
    expect((await holdOf(secondRow!.authorisationId!)).status).toBe('released');
  });

  it('a move beyond the hold window gives the extra holds back with the booking’s: the later hold covers the whole approved total', async () => {
    const cardId = await card(alice);
    const booked = await bookedRequest(app, alice, { cardId, appointmentTime: '2026-12-01T16:00:00.000Z', locationId });
    const before = await appointmentOf(booked.appointmentId);
    const [line] = (await send(staff, locationId, booked.appointmentId, { lineItems: [THREE_LINES.lineItems[2]] })).json().lines;
    expect((await decide(alice, booked.requestId, line.id, 'approve')).statusCode).toBe(200);
    const [approved] = await db.select().from(extraLines).where(eq(extraLines.id, line.id));
    const extraHold = approved!.authorisationId!;

    const far = await inject(alice, 'GET', `/api/v3/users/service_requests/${booked.requestId}/appointment_proposals/2026-12-21`);
    const moved = await inject(alice, 'PUT', `/api/v3/users/service_requests/${booked.requestId}/appointments`, { slot_key: far.json().data[0].id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await holdOf(before.authorisationId!)).status).toBe('released');
    expect((await holdOf(extraHold)).status).toBe('released');
    expect((await db.select().from(extraLines).where(eq(extraLines.id, line.id)))[0]!.authorisationId).toBeNull();
    const scheduled = await appointmentOf(booked.appointmentId);
    expect(scheduled).toMatchObject({ paymentState: 'scheduled', authorisationId: null, approvedTotalCents: before.approvedTotalCents + line.totalCents });
    expect(await app.bookings.placeDueHolds(new Date(scheduled.holdOn!.getTime() + 60_000))).toMatchObject({ held: 1 });
    const held = await appointmentOf(booked.appointmentId);
    expect((await holdOf(held.authorisationId!)).amountCents).toBe(before.approvedTotalCents + line.totalCents);
  });

  it('refuses a photo too big or not an image (422), writing nothing', async () => {
    const cardId = await card(bob);
    const booked = await bookedRequest(app, bob, { cardId, appointmentTime: '2026-12-01T21:00:00.000Z', locationId });
    const line = THREE_LINES.lineItems[0];
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await send(staff, locationId, booked.appointmentId, { lineItems: [line], photo: { data: big.toString('base64') } });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().message).toBe('The photo is too large: at most 2 MB.');
    const gif = await send(staff, locationId, booked.appointmentId, { lineItems: [line], photo: { data: Buffer.from('GIF89a....').toString('base64') } });
    expect(gif.statusCode).toBe(422);
    expect(gif.json().message).toBe('The photo must be a PNG, JPEG or WebP image.');
    const notBase64 = await send(staff, locationId, booked.appointmentId, { lineItems: [line], photo: { data: '<svg onload=alert(1)>' } });
    expect(notBase64.statusCode).toBe(422);
    expect(await db.select().from(extraLines).where(and(eq(extraLines.appointmentId, booked.appointmentId)))).toHaveLength(0);
  });

  it('tells PNG, JPEG and WebP by their first bytes', () => {
    expect(photoTypeOf(PNG)).toBe('image/png');
    expect(photoTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(photoTypeOf(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe('image/webp');
    expect(photoTypeOf(Buffer.from('<svg/>'))).toBeNull();
  });

  describe('extra-work requests are limited and carry no live link (ADR 047)', () => {
    const PHISHING = {
      lineItems: [{ serviceName: 'Brake fluid flush — pay at https://evil.example/pay', laborHours: 0.5, partsCents: 1_000, feesCents: 0 }],
      note: 'Approve at http://pitstop-login.evil.example/approve?id=1 or WWW.EVIL.EXAMPLE today. Parts $2.50 each.',
    };

    it('renders the shop’s text without a live link, in the HTML and the plain text of the email as received', async () => {
      const cardId = await card(alice);
      const booked = await bookedRequest(app, alice, { cardId, appointmentTime: '2026-11-30T20:00:00.000Z', locationId });
      mail.clear();
      expect((await send(staff, locationId, booked.appointmentId, PHISHING)).statusCode).toBe(201);
      await mail.deliver(app);
      const [email] = mail.emails('alice-extra@example.com').filter((received) => received.text.includes('Brake fluid flush'));
      // The one link is ours (the extra-work page); the shop's hosts are nowhere a client could link them.
      expect(email!.links.every((link) => link.startsWith(app.config.publicUrl))).toBe(true);
      const hrefs = [...email!.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
      expect(hrefs.every((href) => href.startsWith(app.config.publicUrl))).toBe(true);
      for (const body of [email!.html, email!.text]) {
        expect(body).not.toMatch(/evil\.example/i);
        expect(body).not.toMatch(/https?:\/\/(?!127\.0\.0\.1|localhost)/i);
        expect(body).toContain('evil[.]example');
      }
      expect(email!.text).toContain('pay at https[:]//evil[.]example/pay');
      expect(email!.text).toContain('Parts $2.50 each.');
    });

    it('a booking takes three requests (the fourth is 409), a shop sends one customer three a day over their bookings (then 429)', async () => {
      const cardId = await card(alice);
      const first = await bookedRequest(app, alice, { cardId, appointmentTime: '2026-11-30T20:30:00.000Z', locationId });
      const one = { lineItems: [{ serviceName: 'Wiper blades', laborHours: 0, partsCents: 3_000, feesCents: 0 }] };
      for (let request = 1; request <= 3; request++) expect((await send(staff, locationId, first.appointmentId, one)).statusCode).toBe(201);
      const fourth = await send(staff, locationId, first.appointmentId, one);
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json()).toMatchObject({ code: 'extra_work_limit', message: expect.stringContaining('as many extra-work requests as it may') });

      // Another booking of the same customer at the same shop: the day's three are spent.
      await db.update(extraLines).set({ createdAt: new Date(MONDAY_NINE.getTime() - 3_600_000) }).where(eq(extraLines.appointmentId, first.appointmentId));
      const second = await bookedRequest(app, alice, { cardId, appointmentTime: '2026-12-01T15:00:00.000Z', locationId });
      const refused = await send(staff, locationId, second.appointmentId, one);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(22 * 3600);
      // Bob is another customer: his budget is his own.
      const bobs = await bookedRequest(app, bob, { cardId: await card(bob), appointmentTime: '2026-12-01T15:30:00.000Z', locationId });
      expect((await send(staff, locationId, bobs.appointmentId, one)).statusCode).toBe(201);
      // A day later the shop may ask the customer again.
      await db.update(extraLines).set({ createdAt: new Date(MONDAY_NINE.getTime() - 25 * 3_600_000) }).where(eq(extraLines.appointmentId, first.appointmentId));
      expect((await send(staff, locationId, second.appointmentId, one)).statusCode).toBe(201);
    });
  });
});
