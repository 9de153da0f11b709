import { accountMessages, OFFER_VALID_DAYS, type ShopOffer, type ShopPortalLocation } from '@pitstop/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { offers, paymentAuthorisations } from '../src/db/schema/index.ts';
import { createPromoCode, createUser } from './factories.ts';
import { build } from './index.ts';
import { openRequest, shopsWithStaff } from './market.ts';
import { saveTestCard } from './payments.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

// The marketplace's clock (lib/clock.ts, ADR 053) three months ahead of the real time: Monday 1 March 2027,
// 08:50 in Austin (CST, before the spring change). Everything that decides by the time reads this clock.
const FAR_MONDAY = new Date('2027-03-01T14:50:00Z');
// Tuesday 09:00 CST: within five days of the moved clock, so the booking holds the card at once.
const FAR_TUESDAY_NINE = '2027-03-02T15:00:00.000Z';
const DAY_MS = 86_400_000;

describe('one clock: moving the marketplace clock moves shop offers, bookings and rewards (ADR 053)', async () => {
  const { app, database } = await build();
  const db = database.db;
  const { staff, locationId, alice } = await shopsWithStaff(app, 'clock');
  // Bob joined before the clock moved: three months ago, as the marketplace sees it.
  const bob = await createUser(app, { email: 'bob-clock-early@example.com', confirmed: true });
  const card = (await saveTestCard(app, alice)).id;
  const oilChange = (await app.catalog.get()).bySlug.get('oil-change')!.id;
  app.clock.set!(FAR_MONDAY);
  afterAll(() => app.clock.reset!());

  const inject = (user: { headers: Record<string, string> }, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  /** Within a few seconds of `expected` (the moved clock still ticks while the test runs). */
  const near = (actual: string | Date, expected: number) => expect(Math.abs(new Date(actual).getTime() - expected)).toBeLessThan(10_000);

  it('a shop’s offer is valid OFFER_VALID_DAYS from the moved clock, the shop sees its answer time by it, and the customer books it in the moved week', async () => {
    const { requestId, offers: autoquotes } = await openRequest(app, alice);
    // The instant offers made with the request count from the moved clock too.
    const [autoquote] = await db.select().from(offers).where(eq(offers.id, autoquotes[0]!.id));
    near(autoquote!.validUntil, FAR_MONDAY.getTime() + OFFER_VALID_DAYS * DAY_MS);

    // The shop answers five minutes later, by the marketplace's time.
    app.clock.advance!(5 * 60_000);
    const sent = await inject(staff, 'POST', `/api/shop/v1/locations/${locationId}/requests/${requestId}/offers`, {
      lineItems: [{ serviceId: oilChange, laborHours: 1, partsCents: 2_000, feesCents: 0 }],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const bid = sent.json() as ShopOffer;
    near(bid.createdAt, FAR_MONDAY.getTime() + 5 * 60_000);
    const [row] = await db.select().from(offers).where(eq(offers.id, bid.id));
    near(row!.validUntil, FAR_MONDAY.getTime() + 5 * 60_000 + OFFER_VALID_DAYS * DAY_MS);

    // The shop's view: its median answer time is those five minutes, not the months between the clocks.
    const locations = (await inject(staff, 'GET', '/api/shop/v1/locations')).json() as ShopPortalLocation[];
    expect(locations.find((location) => location.id === locationId)?.medianAnswerMinutes).toBe(5);

    // The customer sees the offer valid until then, and free times from the moved today, after the two-hour lead.
    const shown = (await inject(alice, 'GET', `/api/v3/users/service_requests/${requestId}`)).json().data.attributes.offers.find((offer: any) => offer.id === bid.id);
    near(shown.valid_until, FAR_MONDAY.getTime() + 5 * 60_000 + OFFER_VALID_DAYS * DAY_MS);
    const proposals = (await inject(alice, 'GET', `/api/v3/users/service_requests/${requestId}/appointment_proposals/first?offer_id=${bid.id}`)).json();
    expect(proposals.meta.from_day).toBe('2027-03-01');
    expect(proposals.data[0].attributes.time).toBe('11:00');

    // Booked the next morning: the offer is not expired, and the card is held at once (within five days).
    const booked = await inject(alice, 'PUT', `/api/v3/service_requests/${requestId}/offers/${bid.id}`, {
      credit_card_id: card,
      rewards: 0,
      appointment_time: FAR_TUESDAY_NINE,
      offer_version: shown.version,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const holds = await db.select().from(paymentAuthorisations).where(and(eq(paymentAuthorisations.cardId, card), eq(paymentAuthorisations.status, 'authorised')));
    expect(holds).toHaveLength(1);
  });

  it('no module reads the time but through a clock: no new Date() or Date.now() under src/modules, not even behind an eslint-disable', () => {
    const modules = path.join(import.meta.dirname, '../src/modules');
    const sources = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(100);
    const offenders = sources.filter((file) => /new Date\(\)|Date\.now\(\)/.test(readFileSync(path.join(modules, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('a promo code that expires next month (real time) has expired by the moved clock', async () => {
    await createPromoCode(app, { code: 'CLOCKSPRING', expiresAt: new Date(FAR_MONDAY.getTime() - 30 * DAY_MS) });
    const refused = await inject(alice, 'POST', '/api/v3/users/promo', { promo_code: 'CLOCKSPRING' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors[0].detail).toBe(accountMessages.promoCodeExpired);
  });

  it('the new-member window counts from the moved clock: a member of three months ago is no longer new, one who joins now is', async () => {
    await createPromoCode(app, { code: 'CLOCKWELCOME', newMembersOnly: true });
    const old = await inject(bob, 'POST', '/api/v3/users/promo', { promo_code: 'CLOCKWELCOME' });
    expect(old.statusCode, old.body).toBe(422);
    expect(old.json().errors[0].detail).toBe(accountMessages.promoCodeNewMembersOnly);

    const newcomer = await createUser(app, { email: 'carol-clock@example.com', confirmed: true });
    const welcomed = await inject(newcomer, 'POST', '/api/v3/users/promo', { promo_code: 'CLOCKWELCOME' });
    expect(welcomed.statusCode, welcomed.body).toBe(200);
  });
});
