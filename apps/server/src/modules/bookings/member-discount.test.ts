import { memberDiscountCents, type SubscriptionStatus } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { startMailCatcher } from '../../../test/mail.ts';
import { bookedRequest, openRequest, shopsWithStaff } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';
import { appointments, offers, paymentAuthorisations, shopLocations, subscriptionOptions, subscriptions } from '../../db/schema/index.ts';
import { seedDemoMembership } from '../membership/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

// Monday 30 November 2026, 08:50 in Austin (CST); the booking is that afternoon, so the card is held at once.
const MONDAY_NINE = new Date('2026-11-30T14:50:00Z');
const SOON = '2026-11-30T21:00:00.000Z';
const CHECK = '/api/membership/v1/my-subscriptions/check';

describe('the members’ discount (ADR 059): shown on every offer, taken at booking by members of a paid plan', async () => {
  const mail = await startMailCatcher();
  const { app, database, config } = await build(mail.env);
  const db = database.db;
  const { staff, locationId } = await shopsWithStaff(app, 'discount');
  await seedDemoMembership(db, { slug: config.brandSlug, name: config.brandName });
  const optionNamed = async (name: string) => (await db.select().from(subscriptionOptions).where(eq(subscriptionOptions.name, name)))[0]!;
  const yearly = await optionNamed('plus-12-months');
  const sponsored = await optionNamed('lyft-driver-12-months');
  // No seeded plan has an option of the Free frequency (the free plan is no row): one made for these tests.
  const [free] = await db.insert(subscriptionOptions).values({ programPlanId: yearly.programPlanId, label: 'Free', name: 'plus-free', amountCents: 0, frequency: 'Free' }).returning();
  let serial = 0;

  beforeEach(async () => {
    app.clock.set!(MONDAY_NINE);
    await db.update(shopLocations).set({ memberDiscountPercent: 15, bays: 50 }).where(eq(shopLocations.id, locationId));
  });

  /** A confirmed customer with a saved card and, when given, one subscription row as billing would write it. */
  async function customer(subscription?: { status: SubscriptionStatus; canceledAt?: Date; option?: typeof yearly }) {
    serial += 1;
    const user = await createUser(app, { email: `discount-${serial}@example.com`, confirmed: true });
    if (subscription) {
      const option = subscription.option ?? yearly;
      await db.insert(subscriptions).values({
        userId: user.user.id,
        programPlanId: option.programPlanId,
        subscriptionOptionId: option.id,
        status: subscription.status,
        canceledAt: subscription.canceledAt ?? null,
        currentPeriodStart: new Date('2026-11-01T00:00:00Z'),
        currentPeriodEnd: new Date('2027-11-01T00:00:00Z'),
      });
    }
    return { user, cardId: (await saveTestCard(app, user)).id };
  }
  const appointmentOf = async (id: string) => (await db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const offerTotal = async (offerId: string) => (await db.select({ totalCents: offers.totalCents }).from(offers).where(eq(offers.id, offerId)))[0]!.totalCents;
  const holdsOn = (cardId: string) => db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.cardId, cardId));
  const inject = (user: CreatedUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

  it('shows every offer’s member price and the shop’s percent to members and non-members alike', async () => {
    for (const { user } of [await customer(), await customer({ status: 'active' })]) {
      const { requestId } = await openRequest(app, user);
      const response = await inject(user, 'GET', `/api/v3/users/service_requests/${requestId}`);
      expect(response.statusCode).toBe(200);
      const shown = response.json().data.attributes.offers as any[];
      expect(shown.length).toBeGreaterThan(0);
      const ours = shown.find((offer) => offer.location.id === locationId);
      expect(ours).toMatchObject({ member_discount_percent: 15, member_price_cents: ours.total_cents - memberDiscountCents(ours.total_cents, 15) });
      expect(ours.member_price_cents).toBeLessThan(ours.total_cents);
      for (const offer of shown) expect(offer.member_price_cents).toBe(offer.total_cents - memberDiscountCents(offer.total_cents, offer.member_discount_percent));
    }
  });

  it('a member of a paid plan books at the member price: the discount is stored with its percent and the hold is the discounted amount', async () => {
    const { user, cardId } = await customer({ status: 'active' });
    const booked = await bookedRequest(app, user, { cardId, appointmentTime: SOON, locationId });
    const total = await offerTotal(booked.offerId);
    const discount = memberDiscountCents(total, 15);
    expect(discount).toBeGreaterThan(0);
    expect(await appointmentOf(booked.appointmentId)).toMatchObject({ approvedTotalCents: total, discountCents: discount, memberDiscountPercent: 15, paymentState: 'authorised' });
    expect((await holdsOn(cardId)).map((hold) => [hold.amountCents, hold.status])).toEqual([[total - discount, 'authorised']]);
    // The booking's money as the customer's page reads it.
    const page = await inject(user, 'GET', `/api/v3/users/service_requests/${booked.requestId}/appointments`);
    expect(page.statusCode, page.body).toBe(200);
    expect(JSON.stringify(page.json())).toContain(`"discount_cents":${discount}`);
  });

  it('gives no discount to a non-member or to a member whose only subscription expired', async () => {
    const cases = [
      await customer(),
      await customer({ status: 'expired', canceledAt: new Date('2026-10-01T00:00:00Z') }),
      await customer({ status: 'expired' }),
    ];
    for (const { user, cardId } of cases) {
      const booked = await bookedRequest(app, user, { cardId, appointmentTime: SOON, locationId });
      const total = await offerTotal(booked.offerId);
      expect(await appointmentOf(booked.appointmentId)).toMatchObject({ approvedTotalCents: total, discountCents: 0, memberDiscountPercent: null });
      expect((await holdsOn(cardId)).map((hold) => hold.amountCents)).toEqual([total]);
    }
  });

  it('gives it to a member of a plan a partner pays for ($0 to the driver)', async () => {
    const { user, cardId } = await customer({ status: 'active', option: sponsored });
    const booked = await bookedRequest(app, user, { cardId, appointmentTime: SOON, locationId });
    const total = await offerTotal(booked.offerId);
    expect(await appointmentOf(booked.appointmentId)).toMatchObject({ discountCents: memberDiscountCents(total, 15), memberDiscountPercent: 15 });
  });

  it('keeps the discount for a cancelled membership still running to its period’s end', async () => {
    const { user, cardId } = await customer({ status: 'canceled', canceledAt: new Date('2026-11-20T00:00:00Z') });
    const booked = await bookedRequest(app, user, { cardId, appointmentTime: SOON, locationId });
    const total = await offerTotal(booked.offerId);
    expect(await appointmentOf(booked.appointmentId)).toMatchObject({ discountCents: memberDiscountCents(total, 15), memberDiscountPercent: 15 });
  });

  it('discounts approved extra work by the percent fixed at booking, whatever the membership and the shop’s percent become; completion charges the discounted total', async () => {
    const { user, cardId } = await customer({ status: 'active' });
    const booked = await bookedRequest(app, user, { cardId, appointmentTime: SOON, locationId });
    const total = await offerTotal(booked.offerId);
    const bookingDiscount = memberDiscountCents(total, 15);
    // After booking: the membership ends and the shop lowers its discount. Neither changes this booked job.
    await db.update(subscriptions).set({ status: 'expired' }).where(eq(subscriptions.userId, user.user.id));
    await db.update(shopLocations).set({ memberDiscountPercent: 5 }).where(eq(shopLocations.id, locationId));

    const sent = await inject(staff, 'POST', `/api/shop/v1/locations/${locationId}/appointments/${booked.appointmentId}/extra_lines`, {
      // 1 h × $120.00 + parts $33.33 and its 8.25 % tax ($2.75): $156.08, whose 15 % is $23.41 (23.412 rounded).
      lineItems: [{ serviceName: 'Front brake pads', laborHours: 1, partsCents: 3_333, feesCents: 0 }],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const line = sent.json().lines[0];
    const lineDiscount = memberDiscountCents(line.totalCents, 15);
    const approved = await inject(user, 'PUT', `/api/v3/users/service_requests/${booked.requestId}/extra_lines/${line.id}`, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);

    expect(await appointmentOf(booked.appointmentId)).toMatchObject({
      approvedTotalCents: total + line.totalCents,
      discountCents: bookingDiscount + lineDiscount,
      memberDiscountPercent: 15,
    });
    // Only the difference is held, less its discount.
    const holds = await holdsOn(cardId);
    expect(holds.map((hold) => hold.amountCents).sort((a, b) => a - b)).toEqual([line.totalCents - lineDiscount, total - bookingDiscount].sort((a, b) => a - b));

    app.clock.set!(new Date('2026-11-30T22:00:00Z'));
    const finalTotal = total + line.totalCents;
    const done = await inject(staff, 'POST', `/api/shop/v1/locations/${locationId}/appointments/${booked.appointmentId}/completion`, { finalTotalCents: finalTotal });
    expect(done.statusCode, done.body).toBe(200);
    const captured = (await holdsOn(cardId)).reduce((sum, hold) => sum + hold.capturedCents, 0);
    expect(captured).toBe(finalTotal - bookingDiscount - lineDiscount);
  });

  it('the membership check says whether the caller’s bookings take member prices (memberDiscount), privately; 401 without sign-in', async () => {
    const check = async (user: CreatedUser) => {
      const response = await app.inject({ method: 'GET', url: CHECK, headers: { ...user.headers, 'x-partner-id': app.brandPartnerId } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return response.json() as { result: boolean; memberDiscount: boolean };
    };
    expect(await check((await customer({ status: 'active' })).user)).toMatchObject({ result: true, memberDiscount: true });
    expect(await check((await customer({ status: 'canceled', canceledAt: new Date('2026-11-20T00:00:00Z') })).user)).toMatchObject({ result: true, memberDiscount: true });
    expect(await check((await customer()).user)).toMatchObject({ result: false, memberDiscount: false });
    expect(await check((await customer({ status: 'expired' })).user)).toMatchObject({ result: false, memberDiscount: false });
    expect(await check((await customer({ status: 'active', option: sponsored })).user)).toMatchObject({ result: true, memberDiscount: true });
    // A current subscription to an option of the Free frequency is a membership, but no discount.
    expect(await check((await customer({ status: 'active', option: free! })).user)).toEqual({ result: true, subscriptionId: expect.any(String), memberDiscount: false });
    expect((await app.inject({ method: 'GET', url: CHECK, headers: { 'x-partner-id': app.brandPartnerId } })).statusCode).toBe(401);
  });

  it('takes no discount at booking for a current subscription of the Free frequency', async () => {
    const { user, cardId } = await customer({ status: 'active', option: free! });
    const booked = await bookedRequest(app, user, { cardId, appointmentTime: SOON, locationId });
    expect(await appointmentOf(booked.appointmentId)).toMatchObject({ discountCents: 0, memberDiscountPercent: null });
  });

  it('discounts nothing when the shop’s percent is 0, and stores the 0 a member booked at', async () => {
    const { user, cardId } = await customer({ status: 'active' });
    await db.update(shopLocations).set({ memberDiscountPercent: 0 }).where(eq(shopLocations.id, locationId));
    const booked = await bookedRequest(app, user, { cardId, appointmentTime: SOON, locationId });
    expect(await appointmentOf(booked.appointmentId)).toMatchObject({ discountCents: 0, memberDiscountPercent: 0 });
  });
});
