import { OFFER_VALID_DAYS, type ShopInboxRequest, type ShopOffer, type ShopPortalLocation, type ShopRequestDetail, shopMessages } from '@pitstop/contracts';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type CreatedUser, outboxFor } from '../../../test/factories.ts';
import { build } from '../../../test/index.ts';
import { createOwnedVehicle } from '../../../test/market.ts';
import { buildApp } from '../../app.ts';
import { offerLineItems, offers, serviceRequests, shopCompanies, shopLocations } from '../../db/schema/index.ts';
import { DOMAIN_EVENTS_CHANNEL } from '../../plugins/events.ts';
import {
  insertAutoquote,
  insertServiceRequest,
  locationsNear,
  makeStaff,
  seedShopWorld,
  setOfferStatus,
  setRequestStatus,
} from '../../../test/shop-test-data.ts';

const API = '/api/shop/v1';

describe('the shop portal API (/api/shop/v1)', async () => {
  const { app, database, config } = await build();
  const db = database.db;
  const world = { db, clock: app.clock };

  let shopX: CreatedUser;
  let shopY: CreatedUser;
  let nobody: CreatedUser;
  let customer: CreatedUser;
  let locationA: Awaited<ReturnType<typeof locationsNear>>[number];
  let locationB: typeof locationA;
  let carWash: typeof locationA;
  let denver: typeof locationA;
  let request: string;
  let denverRequest: string;
  let withdrawnRequest: string;
  const signals: unknown[] = [];

  const BRAKES_BOTH_AXLES = {
    slug: 'brake-pads-replacement',
    note: 'Squeals when stopping.',
    answers: [{ question: 'Which brakes need work?', answer: 'Front and rear', weight: 2, note: 'Both axles.' }],
  };

  beforeAll(async () => {
    await seedShopWorld(db);
    const austin = await locationsNear(db, '78701');
    [locationA, locationB] = austin as [typeof locationA, typeof locationA];
    carWash = (await locationsNear(db, '78701', 'car_wash')).find((location) => !location.appointmentTypes.includes('service'))!;
    denver = (await locationsNear(db, '80202'))[0]!;
    shopX = await createUser(app, { confirmed: true });
    shopY = await createUser(app, { confirmed: true });
    nobody = await createUser(app, { confirmed: true });
    customer = await createUser(app, {
      confirmed: true,
      email: 'quinn.customer@example.com',
      firstName: 'Quinn',
      lastName: 'Zebulon',
      phoneNumber: '5125550199',
    });
    await makeStaff(db, shopX.user.id, [locationA.id, carWash.id, denver.id]);
    await makeStaff(db, shopY.user.id, [locationB.id]);
    request = await insertServiceRequest(world, {
      userId: customer.user.id,
      zipcode: '78701',
      services: [BRAKES_BOTH_AXLES, { slug: 'check-engine-light-diagnosis' }, { slug: 'timing-chain-replacement' }],
      notes: 'Rattles on cold starts.',
      minutesAgo: 30,
    });
    denverRequest = await insertServiceRequest(world, { userId: customer.user.id, zipcode: '80202', services: [{ slug: 'oil-change' }], minutesAgo: 5 });
    withdrawnRequest = await insertServiceRequest(world, { userId: customer.user.id, zipcode: '78701', services: [{ slug: 'oil-change' }], status: 'withdrawn', minutesAgo: 60 });
    await database.listen(DOMAIN_EVENTS_CHANNEL, (payload) => signals.push(JSON.parse(payload)));
    // The customer side reads the catalogue and the markets from memory: loaded after the seed.
    app.catalog.invalidate();
    await app.coverage.refresh();
  });

  const call = (user: CreatedUser | null, method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `${API}${url}`, headers: user ? user.headers : {}, ...(payload ? { payload } : {}) });
  const inbox = async (user: CreatedUser, locationId: string, status = 'open') => {
    const response = await call(user, 'GET', `/locations/${locationId}/requests?status=${status}`);
    expect(response.statusCode).toBe(200);
    return response.json() as ShopInboxRequest[];
  };
  const detail = async (user: CreatedUser, locationId: string, requestId: string) => {
    const response = await call(user, 'GET', `/locations/${locationId}/requests/${requestId}`);
    expect(response.statusCode).toBe(200);
    return response.json() as ShopRequestDetail;
  };
  const bidOf = (draft: ShopRequestDetail['draft']) => ({
    lineItems: draft.map(({ serviceId, laborHours, partsCents, feesCents }) => ({ serviceId, laborHours, partsCents, feesCents })),
  });
  const notFound = (response: { statusCode: number; json: () => unknown }, message: string) => {
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message, code: 'not_found' });
  };
  /** No name, email, phone or user id of the customer anywhere in a reply. */
  const expectNoCustomerDetails = (body: string) => {
    for (const secret of [customer.user.email, 'Quinn', 'Zebulon', '5125550199', customer.user.id]) expect(body).not.toContain(secret);
  };
  const offerCount = async () => (await db.select({ n: count() }).from(offers))[0]?.n ?? 0;
  const lineCount = async () => (await db.select({ n: count() }).from(offerLineItems))[0]?.n ?? 0;

  describe('GET /locations', () => {
    it('needs a signed-in user', async () => {
      const response = await call(null, 'GET', '/locations');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'sign_in_required' });
    });

    it('lists nothing for someone who is nobody’s staff', async () => {
      const response = await call(nobody, 'GET', '/locations');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('lists the staff member’s locations with their settings, answer time and open requests', async () => {
      const response = await call(shopX, 'GET', '/locations');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const locations = response.json() as ShopPortalLocation[];
      expectNoCustomerDetails(response.body);
      expect(locations.map((location) => location.id).sort()).toEqual([locationA.id, carWash.id, denver.id].sort());
      const a = locations.find((location) => location.id === locationA.id);
      expect(a).toMatchObject({
        name: locationA.name,
        laborRateCents: locationA.laborRateCents,
        partsMarkupBps: locationA.partsMarkupBps,
        diagnosticFeeCents: locationA.diagnosticFeeCents,
        taxRateBps: locationA.taxRateBps,
        openingHours: locationA.openingHours,
        bays: locationA.bays,
        memberDiscountPercent: locationA.memberDiscountPercent,
        medianAnswerMinutes: null,
        openRequestCount: 1,
      });
      // A car wash takes no 'service' requests; Denver's location does not reach Austin's request, but its own.
      expect(locations.find((location) => location.id === carWash.id)?.openRequestCount).toBe(0);
      expect(locations.find((location) => location.id === denver.id)?.openRequestCount).toBe(1);
    });
  });

  describe('PATCH /locations/:locationId', () => {
    it('changes the settings and answers the location as the list shows it', async () => {
      const hours = { ...locationB.openingHours, sun: null, sat: { open: '09:00', close: '13:00' } };
      const response = await call(shopY, 'PATCH', `/locations/${locationB.id}`, {
        laborRateCents: 14_250,
        partsMarkupBps: 3_500,
        diagnosticFeeCents: 8_900,
        taxRateBps: 825,
        warrantyMonths: 24,
        warrantyMiles: 24_000,
        warrantyTerms: 'Parts and labor, 24 months or 24,000 miles.',
        openingHours: hours,
        bays: 6,
        memberDiscountPercent: 25,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: locationB.id, laborRateCents: 14_250, partsMarkupBps: 3_500, bays: 6, openingHours: hours, memberDiscountPercent: 25 });
      const [row] = await db.select().from(shopLocations).where(eq(shopLocations.id, locationB.id));
      expect(row).toMatchObject({ laborRateCents: 14_250, diagnosticFeeCents: 8_900, warrantyMonths: 24, bays: 6, memberDiscountPercent: 25 });
      expect(row!.updatedAt.getTime()).toBeGreaterThan(locationB.updatedAt.getTime());
      locationB = { ...locationB, ...row! };
    });

    it('refuses negative, absurd and inconsistent settings with the contract’s sentences, changing nothing', async () => {
      const cases: Array<[object, string]> = [
        [{ laborRateCents: 0 }, 'Labor rate must be more than zero.'],
        [{ laborRateCents: 10_000_000 }, shopMessages.amountTooLarge],
        [{ partsMarkupBps: -100 }, 'Markup cannot be negative.'],
        [{ taxRateBps: 5_000 }, 'Tax is at most 20 %.'],
        [{ diagnosticFeeCents: -1 }, 'Amounts cannot be negative.'],
        [{ diagnosticFeeCents: 99.5 }, 'Enter whole cents.'],
        [{ bays: 0 }, 'A shop has at least one bay.'],
        [{ memberDiscountPercent: 26 }, 'The member discount is a whole percent from 0 to 25.'],
        [{ memberDiscountPercent: -1 }, 'The member discount is a whole percent from 0 to 25.'],
        [{ memberDiscountPercent: 12.5 }, 'The member discount is a whole percent from 0 to 25.'],
        [{ memberDiscountPercent: '15' }, 'The member discount is a whole percent from 0 to 25.'],
        [{ openingHours: { ...locationB.openingHours, mon: { open: '17:00', close: '08:00' } } }, shopMessages.closeAfterOpen],
        [{ openingHours: { ...locationB.openingHours, mon: { open: '25:00', close: '26:00' } } }, 'Use a 24-hour time such as 08:30.'],
      ];
      for (const [patch, message] of cases) {
        const response = await call(shopY, 'PATCH', `/locations/${locationB.id}`, patch);
        expect(response.statusCode, JSON.stringify(patch)).toBe(422);
        expect((response.json() as { message: string }).message).toContain(message);
      }
      const [row] = await db.select().from(shopLocations).where(eq(shopLocations.id, locationB.id));
      expect(row).toMatchObject({ laborRateCents: 14_250, partsMarkupBps: 3_500, bays: 6, memberDiscountPercent: 25 });
    });

    it('answers 404 to anyone who is not the location’s staff, and for unknown or malformed ids', async () => {
      for (const [user, id] of [
        [shopX, locationB.id],
        [nobody, locationB.id],
        [shopY, '00000000-0000-4000-8000-000000000000'],
        [shopY, 'not-a-uuid'],
      ] as const) {
        notFound(await call(user, 'PATCH', `/locations/${id}`, { bays: 1 }), shopMessages.locationNotFound);
      }
      const [row] = await db.select({ bays: shopLocations.bays }).from(shopLocations).where(eq(shopLocations.id, locationB.id));
      expect(row?.bays).toBe(6);
    });
  });

  describe('GET /locations/:locationId/requests', () => {
    it('lists the open requests in reach with the job and the car, and never who the customer is', async () => {
      const autoquote = await insertAutoquote(world, { requestId: request, locationId: locationA.id });
      const response = await call(shopX, 'GET', `/locations/${locationA.id}/requests`);
      expect(response.statusCode).toBe(200);
      const items = response.json() as ShopInboxRequest[];
      expect(items.map((item) => item.id)).toEqual([request]);
      const [item] = items;
      expect(item).toMatchObject({
        status: 'open',
        zipcode: '78701',
        notes: 'Rattles on cold starts.',
        urgency: 'this_week',
        vehicle: { year: 2010, make: 'Honda', model: 'Civic', subModel: 'LX', mileage: 120_000, vehicleClass: 'compact' },
      });
      expect(item!.distanceMiles).toBeCloseTo(locationA.miles, 1);
      expect(item!.services).toEqual([
        {
          serviceId: expect.any(String),
          name: 'Brake Pads Replacement',
          autoquotable: true,
          note: 'Squeals when stopping.',
          answers: [{ question: 'Which brakes need work?', answer: 'Front and rear', note: 'Both axles.' }],
        },
        { serviceId: expect.any(String), name: 'Check Engine Light Diagnosis', autoquotable: true, note: null, answers: [] },
        { serviceId: expect.any(String), name: 'Timing Chain Replacement', autoquotable: false, note: null, answers: [] },
      ]);
      // Its own autoquote, with lines that add up.
      expect(item!.offers).toHaveLength(1);
      const [offer] = item!.offers;
      expect(offer).toMatchObject({ id: autoquote, source: 'autoquote', status: 'open', note: null });
      expect(offer!.lineItems.reduce((sum, line) => sum + line.totalCents, 0)).toBe(offer!.totalCents);
      expectNoCustomerDetails(response.body);
    });

    it('shows another location only its own offers: shop X never sees shop Y’s autoquote or bid', async () => {
      const theirs = await insertAutoquote(world, { requestId: request, locationId: locationB.id });
      const [item] = await inbox(shopX, locationA.id);
      expect(item!.offers.map((offer) => offer.id)).not.toContain(theirs);
      const [mine] = await inbox(shopY, locationB.id);
      expect(mine!.offers.map((offer) => offer.id)).toEqual([theirs]);
    });

    it('leaves out requests out of reach: another metro, a location that takes no service or is inactive', async () => {
      expect((await inbox(shopX, denver.id)).map((item) => item.id)).toEqual([denverRequest]);
      expect((await inbox(shopX, locationA.id, 'all')).map((item) => item.id)).not.toContain(denverRequest);
      expect(await inbox(shopX, carWash.id, 'all')).toEqual([]);
    });

    it('lists every status under all, newest first', async () => {
      expect((await inbox(shopX, locationA.id, 'all')).map((item) => item.id)).toEqual([request, withdrawnRequest]);
      expect(await inbox(shopX, locationA.id, 'answered')).toEqual([]);
    });

    it('refuses an unknown tab and answers 404 to anyone not the location’s staff', async () => {
      expect((await call(shopX, 'GET', `/locations/${locationA.id}/requests?status=closed`)).statusCode).toBe(422);
      notFound(await call(shopY, 'GET', `/locations/${locationA.id}/requests`), shopMessages.locationNotFound);
      notFound(await call(nobody, 'GET', `/locations/${locationA.id}/requests`), shopMessages.locationNotFound);
      notFound(await call(shopX, 'GET', '/locations/123/requests'), shopMessages.locationNotFound);
      expect((await call(null, 'GET', `/locations/${locationA.id}/requests`)).statusCode).toBe(401);
    });
  });

  describe('GET /locations/:locationId/requests/:requestId', () => {
    it('drafts a bid at the location’s rates from the catalogue: hours and parts by class and answers, the diagnostic fee, the services only shops price', async () => {
      const item = await detail(shopX, locationA.id, request);
      expect(item.id).toBe(request);
      expectNoCustomerDetails(JSON.stringify(item));
      expect(item.draft.map((line) => line.serviceName)).toEqual(['Brake Pads Replacement', 'Check Engine Light Diagnosis', 'Timing Chain Replacement']);
      const [brakes, diagnosis, timingChain] = item.draft;
      // Brake pads: 1.5 h × 0.9 (compact) × 2 (both axles) = 2.7 h at the location's rate.
      expect(brakes).toMatchObject({ laborHours: 2.7, laborRateCents: locationA.laborRateCents, feesCents: 0 });
      expect(brakes!.laborCents).toBe(Math.round(2.7 * locationA.laborRateCents));
      expect(brakes!.partsCents).toBeGreaterThan(0);
      expect(diagnosis).toMatchObject({ laborHours: 0, partsCents: 0, feesCents: locationA.diagnosticFeeCents, taxCents: 0, totalCents: locationA.diagnosticFeeCents });
      // Not autoquotable, priced as if it were: catalogue hours and parts, so the form opens filled in.
      expect(timingChain!.laborHours).toBeGreaterThan(0);
      expect(timingChain!.partsCents).toBeGreaterThan(0);
      for (const line of item.draft) expect(line.laborCents + line.partsCents + line.feesCents + line.taxCents).toBe(line.totalCents);
    });

    it('answers 404 for a request out of reach, another location’s staff, unknown and malformed ids', async () => {
      notFound(await call(shopX, 'GET', `/locations/${locationA.id}/requests/${denverRequest}`), shopMessages.requestNotFound);
      notFound(await call(shopX, 'GET', `/locations/${carWash.id}/requests/${request}`), shopMessages.requestNotFound);
      notFound(await call(shopX, 'GET', `/locations/${locationA.id}/requests/00000000-0000-4000-8000-000000000000`), shopMessages.requestNotFound);
      notFound(await call(shopX, 'GET', `/locations/${locationA.id}/requests/nope`), shopMessages.requestNotFound);
      notFound(await call(shopY, 'GET', `/locations/${locationA.id}/requests/${request}`), shopMessages.locationNotFound);
      notFound(await call(nobody, 'GET', `/locations/${locationA.id}/requests/${request}`), shopMessages.locationNotFound);
    });

    it('answers 404 once the location, or its company, is inactive', async () => {
      await db.update(shopLocations).set({ active: false }).where(eq(shopLocations.id, denver.id));
      notFound(await call(shopX, 'GET', `/locations/${denver.id}/requests/${denverRequest}`), shopMessages.requestNotFound);
      expect(await inbox(shopX, denver.id)).toEqual([]);
      await db.update(shopLocations).set({ active: true }).where(eq(shopLocations.id, denver.id));
      await db.update(shopCompanies).set({ active: false }).where(eq(shopCompanies.id, denver.companyId));
      notFound(await call(shopX, 'GET', `/locations/${denver.id}/requests/${denverRequest}`), shopMessages.requestNotFound);
      await db.update(shopCompanies).set({ active: true }).where(eq(shopCompanies.id, denver.companyId));
      expect((await inbox(shopX, denver.id)).map((item) => item.id)).toEqual([denverRequest]);
    });
  });

  describe('POST /locations/:locationId/requests/:requestId/offers', () => {
    const post = (user: CreatedUser, locationId: string, requestId: string, bid: object) =>
      call(user, 'POST', `/locations/${locationId}/requests/${requestId}/offers`, bid);

    it('refuses bad lines with a clear 422 and saves nothing', async () => {
      const { draft } = await detail(shopX, locationA.id, request);
      const lines = bidOf(draft).lineItems;
      const [first, second, third] = lines as [(typeof lines)[number], (typeof lines)[number], (typeof lines)[number]];
      const before = [await offerCount(), await lineCount()];
      const cases: Array<[object, string]> = [
        [{ lineItems: [] }, shopMessages.lineItemsRequired],
        [{ lineItems: [first, second] }, shopMessages.serviceNotRequested],
        [{ lineItems: [first, second, third, first] }, shopMessages.serviceNotRequested],
        [{ lineItems: [first, second, { ...third, serviceId: denver.id }] }, shopMessages.serviceNotRequested],
        [{ lineItems: [{ ...first, partsCents: -500 }, second, third] }, 'Amounts cannot be negative.'],
        [{ lineItems: [{ ...first, feesCents: 12.5 }, second, third] }, 'Enter whole cents.'],
        [{ lineItems: [{ ...first, partsCents: 99_000_000 }, second, third] }, shopMessages.amountTooLarge],
        [{ lineItems: [{ ...first, laborHours: -1 }, second, third] }, 'Hours cannot be negative.'],
        [{ lineItems: [{ ...first, laborHours: 400 }, second, third] }, shopMessages.hoursTooLarge],
      ];
      for (const [bid, message] of cases) {
        const response = await post(shopX, locationA.id, request, bid);
        expect(response.statusCode, JSON.stringify(bid)).toBe(422);
        expect((response.json() as { message: string }).message).toContain(message);
      }
      expect([await offerCount(), await lineCount()]).toEqual(before);
    });

    it('prices the bid at the location’s rate and tax, stores it whole, signals it and tells the customer by email', async () => {
      const { draft } = await detail(shopX, locationA.id, request);
      const bid = bidOf(draft);
      // The shop adjusts one line: 3 hours on the timing chain.
      bid.lineItems[2] = { ...bid.lineItems[2]!, laborHours: 3 };
      const response = await post(shopX, locationA.id, request, { ...bid, note: 'Includes a new tensioner.' });
      expect(response.statusCode).toBe(201);
      const offer = response.json() as ShopOffer;
      expectNoCustomerDetails(response.body);
      expect(offer).toMatchObject({ serviceRequestId: request, source: 'shop', status: 'open', note: 'Includes a new tensioner.' });
      const chain = offer.lineItems[2]!;
      expect(chain).toMatchObject({ serviceName: 'Timing Chain Replacement', laborHours: 3, laborCents: 3 * locationA.laborRateCents });
      expect(chain.taxCents).toBe(Math.round((chain.partsCents * locationA.taxRateBps) / 10_000));
      expect(offer.lineItems.slice(0, 2)).toEqual(draft.slice(0, 2));
      expect(offer.totalCents).toBe(offer.lineItems.reduce((sum, line) => sum + line.totalCents, 0));

      const [row] = await db.select().from(offers).where(eq(offers.id, offer.id));
      expect(row).toMatchObject({
        locationId: locationA.id,
        createdByUserId: shopX.user.id,
        warrantyMonths: locationA.warrantyMonths,
        warrantyMiles: locationA.warrantyMiles,
        warrantyTerms: locationA.warrantyTerms,
      });
      expect(row!.distanceMiles).toBeCloseTo(locationA.miles, 1);
      // The request is 30 minutes old: that is the shop's answer time.
      expect(row!.answerSeconds).toBeGreaterThanOrEqual(30 * 60);
      expect(row!.answerSeconds).toBeLessThan(31 * 60);
      const validDays = (row!.validUntil.getTime() - row!.createdAt.getTime()) / 86_400_000;
      expect(validDays).toBeCloseTo(OFFER_VALID_DAYS, 3);

      await vi.waitFor(() => expect(signals).toContainEqual({ type: 'service_request.offer', requestId: request, offerId: offer.id }));

      const [email] = await outboxFor(app, customer.user.email, 'new-offer');
      expect(email?.subject).toContain(locationA.name);
      expect(email?.text).toContain(`/service-request/${request}/offer`);
      // notification method email: no text message
      expect(await outboxFor(app, '5125550199', 'new-offer')).toEqual([]);
    });

    it('keeps one live hand offer per location and request: a second is a 409 (change it with PUT)', async () => {
      const { draft } = await detail(shopX, locationA.id, request);
      const before = await offerCount();
      const response = await post(shopX, locationA.id, request, bidOf(draft));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: shopMessages.offerExists, code: 'conflict' });
      expect(await offerCount()).toBe(before);
    });

    it('moves the request from open to answered, counts the answer time and lists the bid with the autoquote', async () => {
      expect(await inbox(shopX, locationA.id)).toEqual([]);
      const [answered] = await inbox(shopX, locationA.id, 'answered');
      expect(answered!.offers.map((offer) => offer.source).sort()).toEqual(['autoquote', 'shop']);
      const locations = (await call(shopX, 'GET', '/locations')).json() as ShopPortalLocation[];
      expect(locations.find((location) => location.id === locationA.id)).toMatchObject({ medianAnswerMinutes: 30, openRequestCount: 0 });
      // Shop Y still has it open, and does not see X's bid.
      const [theirs] = await inbox(shopY, locationB.id);
      expect(theirs!.offers.every((offer) => offer.source === 'autoquote')).toBe(true);
    });

    it('tells the customer by email and text for both, and not at all for none', async () => {
      const both = await createUser(app, { confirmed: true, phoneNumber: '5125550142', phoneVerified: true });
      const none = await createUser(app, { confirmed: true, phoneNumber: '5125550143', phoneVerified: true });
      for (const [user, method] of [
        [both, 'both'],
        [none, 'none'],
      ] as const) {
        const id = await insertServiceRequest(world, { userId: user.user.id, zipcode: '78701', services: [{ slug: 'oil-change' }], notificationMethod: method });
        const { draft } = await detail(shopY, locationB.id, id);
        expect((await post(shopY, locationB.id, id, bidOf(draft))).statusCode).toBe(201);
      }
      expect(await outboxFor(app, both.user.email, 'new-offer')).toHaveLength(1);
      const [text] = await outboxFor(app, '5125550142', 'new-offer');
      expect(text?.text).toContain('/service-request/');
      expect(await outboxFor(app, none.user.email, 'new-offer')).toEqual([]);
      expect(await outboxFor(app, '5125550143', 'new-offer')).toEqual([]);
    });

    it('keeps the bid when telling the customer fails', async () => {
      const id = await insertServiceRequest(world, { userId: customer.user.id, zipcode: '78701', services: [{ slug: 'oil-change' }] });
      const failing = vi.spyOn(app.outbox, 'queueEmail').mockRejectedValueOnce(new Error('mail is down'));
      const { draft } = await detail(shopY, locationB.id, id);
      const response = await post(shopY, locationB.id, id, bidOf(draft));
      expect(response.statusCode).toBe(201);
      expect(failing).toHaveBeenCalledTimes(1);
      expect(await db.select().from(offers).where(eq(offers.serviceRequestId, id))).toHaveLength(1);
    });

    it('refuses a request that is no longer open (409), and one out of reach or another location’s (404)', async () => {
      const { draft } = await detail(shopX, locationA.id, withdrawnRequest);
      const before = await offerCount();
      const closed = await post(shopX, locationA.id, withdrawnRequest, bidOf(draft));
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toEqual({ message: shopMessages.requestClosed, code: 'request_closed' });
      notFound(await post(shopX, locationA.id, denverRequest, bidOf(draft)), shopMessages.requestNotFound);
      notFound(await post(shopX, carWash.id, request, bidOf(draft)), shopMessages.requestNotFound);
      notFound(await post(shopY, locationA.id, request, bidOf(draft)), shopMessages.locationNotFound);
      notFound(await post(nobody, locationA.id, request, bidOf(draft)), shopMessages.locationNotFound);
      expect(await offerCount()).toBe(before);
    });
  });

  describe('PUT and DELETE /locations/:locationId/offers/:offerId', () => {
    let handOffer: ShopOffer;
    let autoquoteOffer: string;

    beforeAll(async () => {
      const [answered] = await inbox(shopX, locationA.id, 'answered');
      handOffer = answered!.offers.find((offer) => offer.source === 'shop')!;
      autoquoteOffer = answered!.offers.find((offer) => offer.source === 'autoquote')!.id;
    });
    const put = (user: CreatedUser, locationId: string, offerId: string, bid: object) =>
      call(user, 'PUT', `/locations/${locationId}/offers/${offerId}`, bid);
    const bidFrom = (offer: ShopOffer, change: Partial<ShopOffer['lineItems'][number]> = {}) => ({
      lineItems: offer.lineItems.map(({ serviceId, laborHours, partsCents, feesCents }, index) => ({
        serviceId,
        laborHours,
        partsCents,
        feesCents,
        ...(index === 0 ? change : {}),
      })),
    });

    it('changes the live hand offer: lines replaced, totals recomputed, the change signalled', async () => {
      const response = await put(shopX, locationA.id, handOffer.id, { ...bidFrom(handOffer, { partsCents: 10_000, feesCents: 1_500 }), note: null });
      expect(response.statusCode).toBe(200);
      const changed = response.json() as ShopOffer;
      expectNoCustomerDetails(response.body);
      expect(changed.id).toBe(handOffer.id);
      expect(changed.note).toBeNull();
      expect(changed.lineItems[0]).toMatchObject({ partsCents: 10_000, feesCents: 1_500, taxCents: Math.round((10_000 * locationA.taxRateBps) / 10_000) });
      expect(changed.totalCents).toBe(changed.lineItems.reduce((sum, line) => sum + line.totalCents, 0));
      expect(changed.totalCents).not.toBe(handOffer.totalCents);
      const lines = await db.select().from(offerLineItems).where(eq(offerLineItems.offerId, handOffer.id));
      expect(lines).toHaveLength(3);
      const [row] = await db.select().from(offers).where(eq(offers.id, handOffer.id));
      expect(row?.totalCents).toBe(changed.totalCents);
      await vi.waitFor(() => expect(signals.filter((signal) => JSON.stringify(signal).includes(handOffer.id))).toHaveLength(2));
      handOffer = changed;
    });

    it('refuses bad lines (422), leaving the offer as it was', async () => {
      const response = await put(shopX, locationA.id, handOffer.id, { lineItems: bidFrom(handOffer).lineItems.slice(1) });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: shopMessages.serviceNotRequested, code: 'service_unavailable' });
      const [row] = await db.select().from(offers).where(eq(offers.id, handOffer.id));
      expect(row?.totalCents).toBe(handOffer.totalCents);
      expect(await db.select().from(offerLineItems).where(eq(offerLineItems.offerId, handOffer.id))).toHaveLength(3);
    });

    it('answers 404 for another location’s offer, an autoquote, and unknown or malformed ids', async () => {
      const bid = bidFrom(handOffer);
      notFound(await put(shopY, locationB.id, handOffer.id, bid), shopMessages.offerNotFound);
      notFound(await put(shopY, locationA.id, handOffer.id, bid), shopMessages.locationNotFound);
      notFound(await put(shopX, locationA.id, autoquoteOffer, bid), shopMessages.offerNotFound);
      notFound(await put(shopX, locationA.id, 'x', bid), shopMessages.offerNotFound);
      notFound(await call(shopY, 'DELETE', `/locations/${locationB.id}/offers/${handOffer.id}`), shopMessages.offerNotFound);
      notFound(await call(shopX, 'DELETE', `/locations/${locationA.id}/offers/${autoquoteOffer}`), shopMessages.offerNotFound);
    });

    it('refuses to change or withdraw an accepted offer (409 offer_accepted)', async () => {
      await setOfferStatus(db, handOffer.id, 'accepted');
      const changed = await put(shopX, locationA.id, handOffer.id, bidFrom(handOffer, { partsCents: 1 }));
      expect(changed.statusCode).toBe(409);
      expect(changed.json()).toEqual({ message: shopMessages.offerAccepted, code: 'offer_accepted' });
      const withdrawn = await call(shopX, 'DELETE', `/locations/${locationA.id}/offers/${handOffer.id}`);
      expect(withdrawn.statusCode).toBe(409);
      await setOfferStatus(db, handOffer.id, 'open');
    });

    it('refuses to change an offer on a request no longer open (409 request_closed)', async () => {
      await setRequestStatus(db, request, 'withdrawn');
      const response = await put(shopX, locationA.id, handOffer.id, bidFrom(handOffer, { partsCents: 1 }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: shopMessages.requestClosed, code: 'request_closed' });
      await setRequestStatus(db, request, 'open');
    });

    it('withdraws the offer: signalled, no longer changeable, and the location may bid again', async () => {
      const response = await call(shopX, 'DELETE', `/locations/${locationA.id}/offers/${handOffer.id}`);
      expect(response.statusCode).toBe(204);
      const [row] = await db.select().from(offers).where(eq(offers.id, handOffer.id));
      expect(row?.status).toBe('withdrawn');
      expect(row?.withdrawnAt).toBeInstanceOf(Date);
      await vi.waitFor(() => expect(signals).toContainEqual({ type: 'service_request.offer_withdrawn', requestId: request, offerId: handOffer.id }));
      notFound(await put(shopX, locationA.id, handOffer.id, bidFrom(handOffer)), shopMessages.offerNotFound);
      notFound(await call(shopX, 'DELETE', `/locations/${locationA.id}/offers/${handOffer.id}`), shopMessages.offerNotFound);
      expect((await inbox(shopX, locationA.id)).map((item) => item.id)).toContain(request);
      const { draft } = await detail(shopX, locationA.id, request);
      const again = await call(shopX, 'POST', `/locations/${locationA.id}/requests/${request}/offers`, bidOf(draft));
      expect(again.statusCode).toBe(201);
    });
  });

  describe('with the customer side', () => {
    it('a request posted through the main API reaches the inbox, and the hand offer reaches the customer with the answer time', async () => {
      const catalog = await app.catalog.get();
      const camry = await createOwnedVehicle(app, customer.user.id, { year: 2015, make: 'Toyota', model: 'Camry', mileage: 64_000 });
      const posted = await app.inject({
        method: 'POST',
        url: '/api/v3/service_requests',
        headers: customer.headers,
        payload: {
          services: [{ service_id: catalog.bySlug.get('head-gasket-replacement')!.id, note: 'White smoke.' }],
          owned_vehicle_id: camry.id,
          zipcode: '78701',
          request_form_token: crypto.randomUUID(),
        },
      });
      expect(posted.statusCode, posted.body).toBe(201);
      const id = (posted.json() as { data: { id: string } }).data.id;
      const [item] = (await inbox(shopY, locationB.id)).filter((candidate) => candidate.id === id);
      expect(item).toMatchObject({ vehicle: { year: 2015, make: 'Toyota', model: 'Camry', mileage: 64_000 }, offers: [] });
      expect(item!.services).toEqual([expect.objectContaining({ name: 'Head Gasket Replacement', autoquotable: false, note: 'White smoke.' })]);
      const { draft } = await detail(shopY, locationB.id, id);
      expect((await call(shopY, 'POST', `/locations/${locationB.id}/requests/${id}/offers`, bidOf(draft))).statusCode).toBe(201);

      const read = await app.inject({ url: `/api/v3/users/service_requests/${id}`, headers: customer.headers });
      expect(read.statusCode).toBe(200);
      const offered = (read.json() as { data: { attributes: { offers: Array<{ source: string; total_cents: number; location: { id: string; median_answer_minutes: number | null } }> } } }).data.attributes.offers;
      expect(offered).toEqual([
        expect.objectContaining({
          source: 'shop',
          total_cents: draft.reduce((sum, line) => sum + line.totalCents, 0),
          location: expect.objectContaining({ id: locationB.id, median_answer_minutes: expect.any(Number) }),
        }),
      ]);
    });
  });

  describe('what the customer reads after a shop’s change on this node', () => {
    type CustomerOffer = { id: string; source: string; total_cents: number; location: { id: string }; line_items: Array<{ labor_rate_cents: number }> };
    // Another server node on the same database whose LISTEN hears nothing (as while it reconnects): what it reads
    // fresh after its own writes, it owes to dropping its kept copies itself.
    let deaf: FastifyInstance;
    beforeAll(async () => {
      deaf = await buildApp(config, { database: { ...database, listen: async () => async () => {} } });
      await deaf.ready();
    });
    afterAll(() => deaf.close());

    const post = async (slug: string, node = app) => {
      const catalog = await app.catalog.get();
      const car = await createOwnedVehicle(app, customer.user.id, { year: 2017, make: 'Toyota', model: 'Corolla', mileage: 52_000 });
      const posted = await node.inject({
        method: 'POST',
        url: '/api/v3/service_requests',
        headers: customer.headers,
        payload: { services: [{ service_id: catalog.bySlug.get(slug)!.id }], owned_vehicle_id: car.id, zipcode: '78701', request_form_token: crypto.randomUUID() },
      });
      expect(posted.statusCode, posted.body).toBe(201);
      return (posted.json() as { data: { id: string; attributes: { offers: CustomerOffer[] } } }).data;
    };
    const read = async (node: FastifyInstance, id: string) => {
      const response = await node.inject({ url: `/api/v3/users/service_requests/${id}`, headers: customer.headers });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: { attributes: { status: string; offers: CustomerOffer[] } } }).data.attributes;
    };
    const offersRead = async (node: FastifyInstance, id: string) => (await read(node, id)).offers.map((offer) => [offer.id, offer.total_cents]);
    const shopCall = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      deaf.inject({ method, url: `${API}${url}`, headers: shopY.headers, ...(payload ? { payload } : {}) });

    it('never reads a copy older than its own bid, change, withdrawal, or the customer’s withdrawal', async () => {
      const { id } = await post('head-gasket-replacement', deaf);
      expect(await offersRead(deaf, id)).toEqual([]);
      // Read again: now from the copy the node keeps.
      expect(await offersRead(deaf, id)).toEqual([]);
      const { draft } = await detail(shopY, locationB.id, id);
      const sent = await shopCall('POST', `/locations/${locationB.id}/requests/${id}/offers`, bidOf(draft));
      expect(sent.statusCode).toBe(201);
      const bid = sent.json() as ShopOffer;
      expect(await offersRead(deaf, id)).toEqual([[bid.id, bid.totalCents]]);
      const changed = await shopCall('PUT', `/locations/${locationB.id}/offers/${bid.id}`, {
        lineItems: bid.lineItems.map(({ serviceId, laborHours, partsCents, feesCents }) => ({ serviceId, laborHours, partsCents: partsCents + 5_000, feesCents })),
      });
      expect(changed.statusCode).toBe(200);
      const total = (changed.json() as ShopOffer).totalCents;
      expect(total).toBeGreaterThan(bid.totalCents);
      expect(await offersRead(deaf, id)).toEqual([[bid.id, total]]);
      expect((await shopCall('DELETE', `/locations/${locationB.id}/offers/${bid.id}`)).statusCode).toBe(204);
      expect(await offersRead(deaf, id)).toEqual([]);
      const withdrawn = await deaf.inject({ method: 'DELETE', url: `/api/v3/service_requests/${id}?reason_withdrawn=fixed_it`, headers: customer.headers });
      expect(withdrawn.statusCode).toBe(200);
      expect((await read(deaf, id)).status).toBe('withdrawn');
    });

    it('prices the next request with a shop’s new settings at once', async () => {
      const offerOfA = async () => (await post('brake-pads-replacement')).attributes.offers.find((offer) => offer.location.id === locationA.id)!;
      const before = await offerOfA();
      // Priced again within the time the market's locations are kept.
      expect(await offerOfA()).toMatchObject({ total_cents: before.total_cents });
      const rate = before.line_items[0]!.labor_rate_cents + 2_500;
      expect((await call(shopX, 'PATCH', `/locations/${locationA.id}`, { laborRateCents: rate })).statusCode).toBe(200);
      const after = await offerOfA();
      expect(after.line_items[0]!.labor_rate_cents).toBe(rate);
      expect(after.total_cents).toBeGreaterThan(before.total_cents);
    });
  });

  it('keeps the request row of the customer untouched by every shop call', async () => {
    const [row] = await db.select({ userId: serviceRequests.userId, status: serviceRequests.status }).from(serviceRequests).where(eq(serviceRequests.id, request));
    expect(row).toEqual({ userId: customer.user.id, status: 'open' });
  });
});
