import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { startMailCatcher } from '../../../test/mail.ts';
import { openRequest, shopsWithStaff } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { appointments, baySlots, offers, paymentAuthorisations } from '../../db/schema/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

// Monday 30 November 2026, 08:50 in Austin (CST).
const MONDAY_NINE = new Date('2026-11-30T14:50:00Z');
// Tuesday 09:00 CST: within five days, so the booking holds the card at once.
const TUESDAY_NINE = '2026-12-01T15:00:00.000Z';

describe('the price the customer saw is the price held (ADR 044)', async () => {
  const mail = await startMailCatcher();
  const { app, database } = await build(mail.env);
  const db = database.db;
  const { staff, locationId } = await shopsWithStaff(app, 'price');
  let serial = 0;

  beforeEach(() => {
    app.clock.set!(MONDAY_NINE);
  });

  const inject = (user: CreatedUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  const oilChange = async () => (await app.catalog.get()).bySlug.get('oil-change')!.id;
  /** A confirmed customer with a saved card and an open request our shop has priced by hand at `partsCents`. */
  async function handBid(partsCents = 2_000) {
    serial += 1;
    const customer = await createUser(app, { email: `price-${serial}@example.com`, confirmed: true });
    const card = (await saveTestCard(app, customer)).id;
    const { requestId } = await openRequest(app, customer);
    const sent = await inject(staff, 'POST', `/api/shop/v1/locations/${locationId}/requests/${requestId}/offers`, {
      lineItems: [{ serviceId: await oilChange(), laborHours: 1, partsCents, feesCents: 0 }],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    return { customer, card, requestId, offerId: sent.json().id as string };
  }
  /** The offer as the customer's booking page reads it. */
  const shownOffer = async (customer: CreatedUser, requestId: string, offerId: string) => {
    const response = await inject(customer, 'GET', `/api/v3/users/service_requests/${requestId}`);
    expect(response.statusCode).toBe(200);
    return response.json().data.attributes.offers.find((offer: any) => offer.id === offerId) as { version: number; total_cents: number };
  };
  const repriceTo = async (offerId: string, partsCents: number) => {
    const response = await inject(staff, 'PUT', `/api/shop/v1/locations/${locationId}/offers/${offerId}`, {
      lineItems: [{ serviceId: await oilChange(), laborHours: 1, partsCents, feesCents: 0 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().totalCents as number;
  };
  const book = (customer: CreatedUser, requestId: string, offerId: string, body: Record<string, unknown>) =>
    inject(customer, 'PUT', `/api/v3/service_requests/${requestId}/offers/${offerId}`, { rewards: 0, appointment_time: TUESDAY_NINE, ...body });
  const holdsOn = (cardId: string) => db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.cardId, cardId));
  const bookingOf = async (requestId: string) => (await db.select().from(appointments).where(eq(appointments.serviceRequestId, requestId)))[0];

  it('never charges more than the customer approved: a bid re-priced after the customer saw it is refused with 409 offer_changed, nothing is held, and booking at the new price works once accepted', async () => {
    const { customer, card, requestId, offerId } = await handBid(2_000);
    const seen = await shownOffer(customer, requestId, offerId);
    expect(seen.version).toBe(1);

    // The shop re-prices while the customer is on the booking form.
    const newTotal = await repriceTo(offerId, 2_000_000);
    expect(newTotal).toBeGreaterThan(seen.total_cents);

    const refused = await book(customer, requestId, offerId, { credit_card_id: card, offer_version: seen.version });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'offer_changed',
      detail: 'The shop changed this estimate since you opened it. Please check the new price before you book.',
      meta: { offer_version: 2, total_cents: newTotal },
    });
    // Nothing held, no bay taken, nothing booked.
    expect(await holdsOn(card)).toEqual([]);
    expect(await bookingOf(requestId)).toBeUndefined();
    expect(await db.select().from(baySlots).where(eq(baySlots.locationId, locationId))).toEqual([]);

    // The customer accepts the new price: the booking names the version the error gave.
    const accepted = await book(customer, requestId, offerId, { credit_card_id: card, offer_version: 2 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await bookingOf(requestId)).toMatchObject({ status: 'booked', approvedTotalCents: newTotal, paymentState: 'authorised' });
    const holds = await holdsOn(card);
    expect(holds.map((hold) => [hold.amountCents, hold.status])).toEqual([[newTotal, 'authorised']]);
  });

  it('a new price racing the booking is never charged: seen under the offer’s lock, the booking is refused and its hold given back', async () => {
    const { customer, card, requestId, offerId } = await handBid(2_000);
    const seen = await shownOffer(customer, requestId, offerId);
    const serviceId = await oilChange();
    // The shop's change lands between the booking's first check and its transaction (while the card is held).
    const authorise = app.payments.authorise.bind(app.payments);
    const spy = vi.spyOn(app.payments, 'authorise').mockImplementationOnce(async (...args) => {
      const changed = await inject(staff, 'PUT', `/api/shop/v1/locations/${locationId}/offers/${offerId}`, {
        lineItems: [{ serviceId, laborHours: 1, partsCents: 900_000, feesCents: 0 }],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      return authorise(...args);
    });
    try {
      const refused = await book(customer, requestId, offerId, { credit_card_id: card, offer_version: seen.version });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().errors[0]).toMatchObject({ code: 'offer_changed', meta: { offer_version: 2 } });
    } finally {
      spy.mockRestore();
    }
    expect(await bookingOf(requestId)).toBeUndefined();
    // The hold placed at the price the customer saw was given back; nothing was held at the new one.
    const holds = await holdsOn(card);
    expect(holds.map((hold) => [hold.amountCents, hold.status])).toEqual([[seen.total_cents, 'released']]);
  });

  it('tells the customer of the new price by email, the offer’s version raised on the page they read', async () => {
    const { customer, requestId, offerId } = await handBid(2_000);
    const before = await shownOffer(customer, requestId, offerId);
    const newTotal = await repriceTo(offerId, 5_000);
    expect(await shownOffer(customer, requestId, offerId)).toMatchObject({ version: before.version + 1, total_cents: newTotal });
    await mail.deliver(app);
    const [email] = mail.emails(customer.user.email).filter((message) => message.subject.includes('changed its estimate'));
    expect(email?.text).toContain(`it was $${(before.total_cents / 100).toFixed(2)}, it is now $${(newTotal / 100).toFixed(2)}`);
    expect(email?.text).toContain('Nothing is booked or charged at the new price unless you accept it when you book.');
    expect(email?.links).toContain(`${app.config.publicUrl}/service-request/${requestId}/offer/${offerId}`);
  });

  it('refuses an offer past its valid_until with 409 offer_expired, holding nothing', async () => {
    const { customer, card, requestId, offerId } = await handBid(2_000);
    const seen = await shownOffer(customer, requestId, offerId);
    await db.update(offers).set({ validUntil: new Date(MONDAY_NINE.getTime() - 60_000) }).where(eq(offers.id, offerId));
    const refused = await book(customer, requestId, offerId, { credit_card_id: card, offer_version: seen.version });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'offer_expired',
      detail: 'This estimate has expired and can no longer be booked. Please choose another estimate.',
    });
    expect(await holdsOn(card)).toEqual([]);
    expect(await bookingOf(requestId)).toBeUndefined();
  });

  it('a booking without the version shown is refused (422), naming the field', async () => {
    const { customer, card, requestId, offerId } = await handBid(2_000);
    const response = await book(customer, requestId, offerId, { credit_card_id: card });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ source: { pointer: '/offer_version' } });
  });
});
