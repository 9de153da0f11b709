import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { createMarket, createOwnedVehicle, seedTestCatalog, type TestLocation } from '../../../test/market.ts';
import { distanceMiles, getZip } from '../../data/zips.ts';
import { vehicleClassOf } from '../../data/vehicles/vehicle-class.ts';
import { offerLineItems, offers, serviceRequestServices, serviceRequests, services } from '../../db/schema/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import { priceJob, type Quote } from '../offers/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

describe('service requests and offers', async () => {
  const { app, database } = await build();
  const db = database.db;
  let market: Awaited<ReturnType<typeof createMarket>>;
  let alice: CreatedUser;
  let bob: CreatedUser;
  let civic: Awaited<ReturnType<typeof createOwnedVehicle>>;
  let x5: Awaited<ReturnType<typeof createOwnedVehicle>>;
  let bobsCar: Awaited<ReturnType<typeof createOwnedVehicle>>;
  let brakes: CatalogService;
  let oil: CatalogService;
  let diagnosis: CatalogService;
  let headGasket: CatalogService;
  let axleQuestion: { id: string };

  // Seven 'service' locations around downtown Austin with rates rising by distance, a car wash, an inactive shop.
  const AUSTIN = ['78701', '78702', '78705', '78704', '78751', '78745', '78758'];

  beforeAll(async () => {
    await seedTestCatalog(app);
    market = await createMarket(app, {
      locations: [
        ...AUSTIN.map((zipcode, index) => ({
          zipcode,
          laborRateCents: 12_000 + index * 1_000,
          partsMarkupBps: 3_000 + index * 500,
          rating: 4 + index * 0.1,
          reviewCount: 50 + index * 10,
        })),
        { zipcode: '78703', appointmentTypes: ['car_wash' as const], laborRateCents: 1_000 },
        { zipcode: '78703', active: false, laborRateCents: 1_000 },
      ],
    });
    alice = await createUser(app, { email: 'alice@example.com', phoneNumber: null });
    bob = await createUser(app, { email: 'bob@example.com', phoneNumber: '5125550123' });
    civic = await createOwnedVehicle(app, alice.user.id, { year: 2010, make: 'Honda', model: 'Civic', mileage: 88_000 });
    x5 = await createOwnedVehicle(app, alice.user.id, { year: 2020, make: 'BMW', model: 'X5', mileage: null });
    bobsCar = await createOwnedVehicle(app, bob.user.id, { year: 2018, make: 'Toyota', model: 'Camry', mileage: 28_000 });
    const catalog = await app.catalog.get();
    brakes = catalog.bySlug.get('brake-pads-replacement')!;
    oil = catalog.bySlug.get('oil-change')!;
    diagnosis = catalog.services.find((service) => service.pricing.pricingMethod === 'diagnostic_fee')!;
    headGasket = catalog.bySlug.get('head-gasket-replacement')!;
    axleQuestion = catalog.questionsByService.get(brakes.id)!.find((question) => question.question === 'Which brakes need work?')!;
  });

  const token = () => randomUUID();
  const body = (overrides: Record<string, unknown> = {}) => ({
    services: [{ service_id: brakes.id }],
    owned_vehicle_id: civic.id,
    zipcode: '78701',
    request_form_token: token(),
    ...overrides,
  });
  const post = (user: CreatedUser, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/v3/service_requests', headers: user.headers, payload: payload as object });
  const get = (user: CreatedUser | null, url: string) =>
    app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
  async function created(payload = body(), user = alice) {
    const response = await post(user, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; attributes: any };
  }
  async function counts() {
    const of = async (table: typeof serviceRequests | typeof serviceRequestServices | typeof offers | typeof offerLineItems) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    return {
      requests: await of(serviceRequests),
      services: await of(serviceRequestServices),
      offers: await of(offers),
      lines: await of(offerLineItems),
    };
  }
  const locationById = (id: string) => market.locations.find((location) => location.id === id) as TestLocation;
  const quoteAt = (location: TestLocation, vehicleClass = vehicleClassOf(civic), weight = 1) =>
    priceJob({ services: [{ pricing: brakes.pricing, weight }], vehicleClass, shop: location }) as Quote;

  describe('POST /api/v3/service_requests', () => {
    it('creates the request with itemised offers from the five nearest shops, ranked, with the fair-price band', async () => {
      const before = await counts();
      const request = await created();
      const attributes = request.attributes;
      expect(attributes).toMatchObject({
        status: 'open',
        zipcode: '78701',
        metro_id: market.metroId,
        owned_vehicle_id: civic.id,
        vehicle: { year: 2010, make: 'Honda', model: 'Civic', mileage: 88_000, vehicle_class: vehicleClassOf(civic) },
        requested_services: [{ service_id: brakes.id, name: 'Brake Pads Replacement', category_name: 'Brakes', autoquotable: true }],
        instant_price: true,
        notification_method: 'email',
        source: 'Web',
        accepted_offer: null,
      });
      const shown = attributes.offers as any[];
      expect(shown).toHaveLength(5);
      expect(shown.map((offer) => offer.rank)).toEqual([1, 2, 3, 4, 5]);

      // The nearest five 'service' locations (never the car wash or the inactive one), each at its own rates.
      const centre = getZip('78701')!;
      const nearest = market.locations
        .filter((location) => location.active && location.appointmentTypes.includes('service'))
        .sort((a, b) => distanceMiles(centre, a) - distanceMiles(centre, b))
        .slice(0, 5)
        .map((location) => location.id);
      expect(shown.map((offer) => offer.location.id).sort()).toEqual([...nearest].sort());
      for (const offer of shown) {
        const location = locationById(offer.location.id);
        const quote = quoteAt(location);
        expect(offer).toMatchObject({
          source: 'autoquote',
          status: 'open',
          total_cents: quote.totalCents,
          total_price_in_dollars: quote.totalCents / 100,
          labor_cents: quote.laborCents,
          parts_cents: quote.partsCents,
          tax_cents: quote.taxCents,
          max_rewards: Math.min(50, Math.floor(quote.totalCents / 10) / 100),
          warranty: { months: 12, miles: 12_000, terms: 'Parts and labor, nationwide.' },
          location: {
            company_name: 'Test Garage Co',
            name: location.name,
            address: location.address,
            city: location.city,
            zipcode: location.zipcode,
            rating: location.rating,
            review_count: location.reviewCount,
            certifications: ['ASE'],
            median_answer_minutes: null,
          },
        });
        expect(offer.location.distance_miles).toBe(Math.round(distanceMiles(centre, location) * 10) / 10);
        expect(offer.rank_reason).toMatch(/\w/);
        expect(offer.fair_price).toMatchObject({ location_count: 7, position: expect.stringMatching(/^(below|within|above)$/) });
        // The figures add up, line by line and in total.
        const lines = offer.line_items as any[];
        expect(lines).toEqual([
          expect.objectContaining({ service_id: brakes.id, service_name: 'Brake Pads Replacement', labor_rate_cents: location.laborRateCents }),
        ]);
        for (const line of lines) {
          expect(line.labor_cents + line.parts_cents + line.fees_cents + line.tax_cents).toBe(line.total_cents);
        }
        for (const field of ['labor_cents', 'parts_cents', 'fees_cents', 'tax_cents', 'total_cents']) {
          expect(lines.reduce((sum, line) => sum + line[field], 0), field).toBe(offer[field]);
        }
        expect(Date.parse(offer.valid_until) - Date.parse(offer.created_at)).toBe(14 * 24 * 60 * 60 * 1000);
      }
      // The cheapest offer says so; the band is the same on every offer.
      const cheapest = [...shown].sort((a, b) => a.total_cents - b.total_cents)[0];
      expect(cheapest.rank_reason).toContain('Lowest price of 5 nearby shops');
      expect(new Set(shown.map((offer) => JSON.stringify({ ...offer.fair_price, position: null }))).size).toBe(1);
      const { low_cents: low, median_cents: median, high_cents: high } = shown[0].fair_price;
      expect(low).toBeLessThanOrEqual(median);
      expect(median).toBeLessThanOrEqual(high);

      expect(await counts()).toEqual({
        requests: before.requests + 1,
        services: before.services + 1,
        offers: before.offers + 5,
        lines: before.lines + 5,
      });
      const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id));
      expect(row).toMatchObject({ lat: centre.lat, lon: centre.lon, bandLowCents: low, bandMedianCents: median, bandHighCents: high, bandLocationCount: 7 });
    });

    it('prices a 2010 Honda Civic and a 2020 BMW X5 differently for the same brake job at the same shop', async () => {
      expect(vehicleClassOf(civic)).not.toBe(vehicleClassOf(x5));
      const civicRequest = await created(body());
      const x5Request = await created(body({ owned_vehicle_id: x5.id }));
      expect(x5Request.attributes.vehicle.vehicle_class).toBe(vehicleClassOf(x5));
      const civicTotals = new Map((civicRequest.attributes.offers as any[]).map((offer) => [offer.location.id, offer.total_cents]));
      for (const offer of x5Request.attributes.offers as any[]) {
        expect(offer.total_cents).toBe(quoteAt(locationById(offer.location.id), vehicleClassOf(x5)).totalCents);
        expect(offer.total_cents).toBeGreaterThan(civicTotals.get(offer.location.id));
      }
      expect(x5Request.attributes.offers[0].fair_price.median_cents).toBeGreaterThan(civicRequest.attributes.offers[0].fair_price.median_cents);
    });

    it('prices the same job differently at shops with different rates', async () => {
      const request = await created();
      const totals = (request.attributes.offers as any[]).map((offer) => offer.total_cents);
      expect(new Set(totals).size).toBe(totals.length);
      const [first, second] = request.attributes.offers as any[];
      expect(locationById(first.location.id).laborRateCents).not.toBe(locationById(second.location.id).laborRateCents);
    });

    it('reads interview answers from the catalogue: their weight prices the job, their words are kept', async () => {
      const request = await created(
        body({ services: [{ service_id: brakes.id, answers: [{ question_id: axleQuestion.id, answer: 'front and rear' }], note: 'Squeals at low speed' }] }),
      );
      const [service] = request.attributes.requested_services;
      expect(service).toMatchObject({
        note: 'Squeals at low speed',
        answers: [{ question_id: axleQuestion.id, question: 'Which brakes need work?', answer: 'Front and rear', weight: 2, note: 'Both axles.' }],
      });
      for (const offer of request.attributes.offers as any[]) {
        expect(offer.total_cents).toBe(quoteAt(locationById(offer.location.id), vehicleClassOf(civic), 2).totalCents);
      }
      const [row] = await db.select().from(serviceRequestServices).where(eq(serviceRequestServices.serviceRequestId, request.id));
      expect(row?.weight).toBe(2);
    });

    it('prices a diagnosis as each shop’s diagnostic fee, and a job with oil change and brakes line by line', async () => {
      const diagnosisRequest = await created(body({ services: [{ service_id: diagnosis.id }] }));
      for (const offer of diagnosisRequest.attributes.offers as any[]) {
        expect(offer.total_cents).toBe(locationById(offer.location.id).diagnosticFeeCents);
      }
      const both = await created(body({ services: [{ service_id: oil.id }, { service_id: brakes.id }] }));
      for (const offer of both.attributes.offers as any[]) {
        expect((offer.line_items as any[]).map((line) => line.service_id)).toEqual([oil.id, brakes.id]);
      }
    });

    it('makes no offer when a service needs a shop’s own look: shops bid by hand', async () => {
      expect(headGasket.autoquotable).toBe(false);
      const before = await counts();
      const request = await created(body({ services: [{ service_id: brakes.id }, { service_id: headGasket.id }] }));
      expect(request.attributes).toMatchObject({ instant_price: false, offers: [] });
      const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id));
      expect(row).toMatchObject({ instantPrice: false, bandLowCents: null, bandMedianCents: null, bandHighCents: null });
      expect(await counts()).toEqual({ ...before, requests: before.requests + 1, services: before.services + 2 });
    });

    it('is idempotent by the form token: the same token answers the first request with 200', async () => {
      const payload = body();
      const first = await created(payload);
      const before = await counts();
      const again = await post(alice, { ...payload, notes: 'A second click' });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.id).toBe(first.id);
      expect(again.json().data.attributes.notes).toBeNull();
      // Whatever the second body says: one that would now be refused answers the first request too.
      for (const refused of [{ zipcode: '76501' }, { services: [{ service_id: randomUUID() }] }, { owned_vehicle_id: bobsCar.id }]) {
        const retried = await post(alice, { ...payload, ...refused });
        expect(retried.statusCode, JSON.stringify(refused)).toBe(200);
        expect(retried.json().data.id).toBe(first.id);
      }
      expect(await counts()).toEqual(before);
      // The token is the user's own: another user's same token is another request.
      const bobs = await post(bob, { ...payload, owned_vehicle_id: bobsCar.id });
      expect(bobs.statusCode).toBe(201);
      expect(bobs.json().data.id).not.toBe(first.id);
    });

    it('makes exactly one request when two arrive at once with one token', async () => {
      const before = await counts();
      const payload = body();
      const replies = await Promise.all([post(alice, payload), post(alice, payload), post(alice, payload)]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 201]);
      expect(new Set(replies.map((reply) => reply.json().data.id)).size).toBe(1);
      expect(await counts()).toEqual({ requests: before.requests + 1, services: before.services + 1, offers: before.offers + 5, lines: before.lines + 5 });
    });

    it('needs a phone number on the profile to be told by text', async () => {
      const before = await counts();
      for (const method of ['phone', 'both']) {
        const response = await post(alice, body({ notification_method: method }));
        expect(response.statusCode).toBe(422);
        expect(response.json().errors[0]).toMatchObject({
          code: 'validation_failed',
          detail: 'Add a mobile phone number to be told by text.',
          source: { pointer: '/notification_method' },
        });
      }
      expect(await counts()).toEqual(before);
      const bobs = await post(bob, body({ owned_vehicle_id: bobsCar.id, notification_method: 'both' }));
      expect(bobs.statusCode).toBe(201);
      expect(bobs.json().data.attributes.notification_method).toBe('both');
    });

    it('refuses bad input with a clear 4xx and saves nothing', async () => {
      const unknownId = randomUUID();
      const cases: Array<[string, Record<string, unknown>, number, string, string]> = [
        ['no services', body({ services: [] }), 422, 'validation_failed', 'Choose at least one service.'],
        ['services missing', { ...body(), services: undefined }, 422, 'validation_failed', 'Choose at least one service.'],
        ['an unknown service', body({ services: [{ service_id: unknownId }] }), 422, 'service_unavailable', 'One of the chosen services is not offered any more. Please choose your services again.'],
        ['a malformed service id', body({ services: [{ service_id: 'brakes; drop table' }] }), 422, 'service_unavailable', 'One of the chosen services is not offered any more. Please choose your services again.'],
        ['a service twice', body({ services: [{ service_id: brakes.id }, { service_id: brakes.id }] }), 422, 'validation_failed', 'Each service can be chosen once.'],
        ['eleven services', body({ services: Array.from({ length: 11 }, () => ({ service_id: randomUUID() })) }), 422, 'validation_failed', 'Choose at most 10 services for one request.'],
        ['an answer of another question', body({ services: [{ service_id: brakes.id, answers: [{ question_id: unknownId, answer: 'Front' }] }] }), 422, 'service_unavailable', 'One of the answers does not belong to that service. Please answer the questions again.'],
        ['an answer that is not offered', body({ services: [{ service_id: brakes.id, answers: [{ question_id: axleQuestion.id, answer: 'All four and the spare' }] }] }), 422, 'service_unavailable', 'One of the answers does not belong to that service. Please answer the questions again.'],
        ['one question answered twice', body({ services: [{ service_id: brakes.id, answers: [{ question_id: axleQuestion.id, answer: 'Front' }, { question_id: axleQuestion.id, answer: 'Rear' }] }] }), 422, 'service_unavailable', 'One of the answers does not belong to that service. Please answer the questions again.'],
        ['another user’s vehicle', body({ owned_vehicle_id: bobsCar.id }), 404, 'not_found', 'Vehicle not found.'],
        ['an unknown vehicle', body({ owned_vehicle_id: unknownId }), 404, 'not_found', 'Vehicle not found.'],
        ['a malformed vehicle id', body({ owned_vehicle_id: 'my-car' }), 404, 'not_found', 'Vehicle not found.'],
        ['no vehicle', body({ owned_vehicle_id: '' }), 422, 'validation_failed', 'Choose a vehicle.'],
        ['an out-of-market zip', body({ zipcode: '10001' }), 422, 'zipcode_out_of_market', 'Zipcode is otm'],
        ['a zip that does not exist', body({ zipcode: '00000' }), 422, 'zipcode_invalid', 'Zipcode is invalid'],
        ['no zip', body({ zipcode: '' }), 422, 'validation_failed', 'Zipcode cannot be blank'],
        ['a malformed token', body({ request_form_token: 'short' }), 422, 'validation_failed', 'The request form token is missing or malformed. Reload the page and try again.'],
        ['notes too long', body({ notes: 'x'.repeat(1001) }), 422, 'validation_failed', 'Notes must be at most 1000 characters.'],
        ['an absurd mileage', body({ maintenance_interval: { mileage: 5_000_000, services: [] } }), 422, 'validation_failed', 'Mileage must be a whole number from 0 to 999,999.'],
        ['an unknown maintenance service', body({ maintenance_interval: { mileage: 30_000, services: [unknownId] } }), 422, 'service_unavailable', 'One of the chosen services is not offered any more. Please choose your services again.'],
        ['an unknown urgency', body({ urgency: 'yesterday' }), 422, 'validation_failed', 'Urgency must be one of: asap, this_week, flexible.'],
      ];
      const before = await counts();
      for (const [what, payload, status, code, detail] of cases) {
        const response = await post(alice, payload);
        expect(response.statusCode, what).toBe(status);
        expect(response.headers['content-type'], what).toContain('application/vnd.api+json');
        expect(response.json().errors[0], what).toMatchObject({ code, detail });
      }
      expect(await counts()).toEqual(before);
    });

    it('refuses a disabled service', async () => {
      const before = await counts();
      await db.update(services).set({ enabled: false }).where(eq(services.id, oil.id));
      app.catalog.invalidate();
      try {
        const response = await post(alice, body({ services: [{ service_id: oil.id }] }));
        expect(response.statusCode).toBe(422);
        expect(response.json().errors[0]).toMatchObject({ code: 'service_unavailable', source: { pointer: '/services/0/service_id' } });
      } finally {
        await db.update(services).set({ enabled: true }).where(eq(services.id, oil.id));
        app.catalog.invalidate();
      }
      expect(await counts()).toEqual(before);
    });

    it('keeps a vehicle that has requests: deleting it is a 409, and both stay', async () => {
      const car = await createOwnedVehicle(app, alice.user.id, { year: 2017, make: 'Mazda', model: 'CX-5' });
      const request = await created(body({ owned_vehicle_id: car.id }));
      const response = await app.inject({ method: 'DELETE', url: `/api/v3/owned_vehicles/${car.id}`, headers: alice.headers });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0]).toMatchObject({ code: 'conflict', detail: 'This vehicle has service requests, so it cannot be removed.' });
      expect((await get(alice, `/api/v3/users/service_requests/${request.id}`)).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/v3/users/vehicles', headers: alice.headers })).json().data.map((v: any) => v.id)).toContain(car.id);
    });

    it('needs a signed-in user', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/v3/service_requests', payload: body() });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('reading a request and its offers', () => {
    let request: { id: string; attributes: any };
    beforeAll(async () => {
      request = await created();
    });

    it('GET /api/v3/users/service_requests/{id} answers the request as it was created, offers best first', async () => {
      const response = await get(alice, `/api/v3/users/service_requests/${request.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json().data).toEqual({ ...request, type: 'service_requests' });
    });

    it('GET /api/v3/service_requests/{id}/offers lists the offers with meta.count, in rank order', async () => {
      const response = await get(alice, `/api/v3/service_requests/${request.id}/offers`);
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.meta.count).toBe(5);
      expect(document.data.map((offer: any) => offer.id)).toEqual(request.attributes.offers.map((offer: any) => offer.id));
      expect(document.data[0]).toMatchObject({ type: 'offers', attributes: { service_request_id: request.id, rank: 1 } });
    });

    it('ranks a shop’s hand bid among the instant offers, with its median answer time', async () => {
      const own = await created();
      const cheap = market.locations[6]!;
      const [bid] = await db
        .insert(offers)
        .values({
          serviceRequestId: own.id,
          locationId: cheap.id,
          source: 'shop',
          laborCents: 1_000,
          partsCents: 2_000,
          feesCents: 0,
          taxCents: 165,
          totalCents: 3_165,
          warrantyMonths: 24,
          warrantyMiles: 24_000,
          warrantyTerms: 'Two years',
          validUntil: new Date(Date.now() + 86_400_000),
          distanceMiles: 9.87,
          note: 'We have the pads in stock.',
          answerSeconds: 600,
          requestCreatedAt: sql`(select created_at from service_requests where id = ${own.id})`,
        })
        .returning();
      await db.insert(offerLineItems).values({
        offerId: bid!.id,
        serviceId: brakes.id,
        position: 0,
        laborCentihours: 10,
        laborRateCents: 10_000,
        laborCents: 1_000,
        partsCents: 2_000,
        feesCents: 0,
        taxCents: 165,
        totalCents: 3_165,
      });
      const shown = (await get(alice, `/api/v3/service_requests/${own.id}/offers`)).json();
      expect(shown.meta.count).toBe(6);
      const hand = shown.data.find((offer: any) => offer.id === bid!.id);
      expect(hand.attributes).toMatchObject({
        source: 'shop',
        note: 'We have the pads in stock.',
        total_cents: 3_165,
        location: { id: cheap.id, distance_miles: 9.9, median_answer_minutes: 10 },
        fair_price: { position: 'below' },
      });
      expect(hand.attributes.rank_reason).toContain('Lowest price of 6 nearby shops');
      expect(shown.data.map((offer: any) => offer.attributes.rank)).toEqual([1, 2, 3, 4, 5, 6]);
      // A withdrawn bid leaves the page.
      await db.update(offers).set({ status: 'withdrawn' }).where(eq(offers.id, bid!.id));
      const after = (await get(alice, `/api/v3/service_requests/${own.id}/offers`)).json();
      expect(after.meta.count).toBe(5);
    });

    it('hands a kept copy of a request to its owner only: another user is told 404 before and after it is kept', async () => {
      const own = await created();
      const url = `/api/v3/users/service_requests/${own.id}`;
      const unknown = (await get(bob, `/api/v3/users/service_requests/${randomUUID()}`)).json();
      // Asked first by another user: nothing is kept for anyone.
      expect((await get(bob, url)).json()).toEqual(unknown);
      const first = await get(alice, url);
      expect(first.statusCode).toBe(200);
      // Kept now: the owner reads it again, the other user still reads nothing of it.
      const second = await get(alice, url);
      expect(second.body).toBe(first.body);
      const other = await get(bob, url);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(unknown);
      expect(other.body).not.toContain(own.id);
      expect(other.body).not.toContain(civic.id);
    });

    it('refuses a kept copy to a session signed out since', async () => {
      const carol = await createUser(app, { email: 'carol.signs-out@example.com' });
      const carolsCar = await createOwnedVehicle(app, carol.user.id, { year: 2014, make: 'Ford', model: 'Focus', mileage: 90_000 });
      const own = await created(body({ owned_vehicle_id: carolsCar.id }), carol);
      const url = `/api/v3/users/service_requests/${own.id}`;
      expect((await get(carol, url)).statusCode).toBe(200);
      expect((await get(carol, url)).statusCode).toBe(200);
      const signedOut = await app.inject({ method: 'DELETE', url: '/api/v3/sessions', headers: carol.headers });
      expect(signedOut.statusCode, signedOut.body).toBeLessThan(300);
      expect((await get(carol, url)).statusCode).toBe(401);
    });

    it('answers 404 for another user’s request, an unknown one or a malformed id; 401 without a user', async () => {
      for (const url of [
        `/api/v3/users/service_requests/${request.id}`,
        `/api/v3/service_requests/${request.id}/offers`,
      ]) {
        const response = await get(bob, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().errors[0]).toMatchObject({ code: 'not_found', detail: 'Service request not found.' });
        expect(JSON.stringify(response.json())).not.toContain(civic.id);
      }
      for (const id of [randomUUID(), 'not-an-id', '1%27%20or%201%3D1']) {
        expect((await get(alice, `/api/v3/users/service_requests/${id}`)).statusCode, id).toBe(404);
        expect((await get(alice, `/api/v3/service_requests/${id}/offers`)).statusCode, id).toBe(404);
      }
      expect((await get(null, `/api/v3/users/service_requests/${request.id}`)).statusCode).toBe(401);
    });
  });

  describe('lists', () => {
    let carol: CreatedUser;
    let carolsCar: Awaited<ReturnType<typeof createOwnedVehicle>>;
    let carolsOtherCar: Awaited<ReturnType<typeof createOwnedVehicle>>;
    const ids: string[] = [];
    beforeAll(async () => {
      carol = await createUser(app, { email: 'carol@example.com' });
      carolsCar = await createOwnedVehicle(app, carol.user.id, { year: 2016, make: 'Ford', model: 'F-150' });
      carolsOtherCar = await createOwnedVehicle(app, carol.user.id, { year: 2019, make: 'Honda', model: 'Accord' });
      for (let index = 0; index < 7; index++) {
        const request = await created(body({ owned_vehicle_id: index < 6 ? carolsCar.id : carolsOtherCar.id }), carol);
        ids.unshift(request.id);
      }
      // The second newest is withdrawn.
      const withdrawn = await app.inject({
        method: 'DELETE',
        url: `/api/v3/service_requests/${ids[1]}?reason_withdrawn=fixed_it`,
        headers: carol.headers,
      });
      expect(withdrawn.statusCode).toBe(200);
    });
    const list = async (url: string, user = carol) => {
      const response = await get(user, url);
      expect(response.statusCode, response.body).toBe(200);
      const document = response.json();
      return { ids: document.data.map((item: any) => item.id) as string[], count: document.meta.count as number, document };
    };

    it('lists the user’s requests newest first, five a page by default, meta.count the total', async () => {
      const base = `/api/v3/users/${carol.user.id}/service_requests`;
      expect(await list(base)).toMatchObject({ ids: ids.slice(0, 5), count: 7 });
      expect(await list(`${base}?page=2`)).toMatchObject({ ids: ids.slice(5), count: 7 });
      expect(await list(`${base}?page=2&per_page=3`)).toMatchObject({ ids: ids.slice(3, 6), count: 7 });
      expect(await list(`${base}?all=true`)).toMatchObject({ ids, count: 7 });
      expect(await list(`${base}?page=9`)).toMatchObject({ ids: [], count: 7 });
      const { document } = await list(base);
      expect(document.data[0].attributes.offers).toHaveLength(5);
    });

    it('lists a scope: open, booked, past', async () => {
      const base = `/api/v3/users/${carol.user.id}/service_requests`;
      expect(await list(`${base}/open?all=true`)).toMatchObject({ ids: ids.filter((_, index) => index !== 1), count: 6 });
      expect(await list(`${base}/past`)).toMatchObject({ ids: [ids[1]], count: 1 });
      expect(await list(`${base}/booked`)).toMatchObject({ ids: [], count: 0 });
    });

    it('lists one vehicle’s requests, and a scope of them', async () => {
      expect(await list(`/api/v3/owned_vehicles/${carolsOtherCar.id}/service_requests`)).toMatchObject({ ids: [ids[0]], count: 1 });
      expect(await list(`/api/v3/owned_vehicles/${carolsCar.id}/service_requests?all=1`)).toMatchObject({ ids: ids.slice(1), count: 6 });
      expect(await list(`/api/v3/owned_vehicles/${carolsCar.id}/service_requests/past`)).toMatchObject({ ids: [ids[1]], count: 1 });
    });

    it('never lists another user’s requests: 404 for their id or their vehicle', async () => {
      for (const url of [
        `/api/v3/users/${carol.user.id}/service_requests`,
        `/api/v3/users/${carol.user.id}/service_requests/open`,
        `/api/v3/owned_vehicles/${carolsCar.id}/service_requests`,
        `/api/v3/owned_vehicles/${carolsCar.id}/service_requests/open`,
        `/api/v3/owned_vehicles/not-a-uuid/service_requests`,
      ]) {
        const response = await get(bob, url);
        expect(response.statusCode, url).toBe(404);
      }
      expect((await get(null, `/api/v3/users/${carol.user.id}/service_requests`)).statusCode).toBe(401);
    });

    it('refuses an unknown scope or a bad page', async () => {
      const base = `/api/v3/users/${carol.user.id}/service_requests`;
      const scope = await get(carol, `${base}/someday`);
      expect(scope.statusCode).toBe(422);
      expect(scope.json().errors[0].detail).toBe('The list must be one of: open, booked, past.');
      for (const query of ['page=0', 'per_page=1000', 'page=abc']) {
        expect((await get(carol, `${base}?${query}`)).statusCode, query).toBe(422);
      }
    });
  });

  describe('DELETE /api/v3/service_requests/{id}', () => {
    const withdraw = (user: CreatedUser, id: string, query: string) =>
      app.inject({ method: 'DELETE', url: `/api/v3/service_requests/${id}?${query}`, headers: user.headers });

    it('withdraws an open request, keeping the reason, and refuses to withdraw it again', async () => {
      const request = await created();
      const response = await withdraw(alice, request.id, 'reason_withdrawn=other&reason_withdrawn_description=Bought%20a%20bike&come_back=true');
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes).toMatchObject({
        status: 'withdrawn',
        reason_withdrawn: 'other',
        reason_withdrawn_description: 'Bought a bike',
        come_back: true,
        withdrawn_at: expect.any(String),
      });
      const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id));
      expect(row).toMatchObject({ status: 'withdrawn', reasonWithdrawn: 'other', comeBack: true });

      const again = await withdraw(alice, request.id, 'reason_withdrawn=too_slow');
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0]).toMatchObject({ code: 'request_closed', detail: 'This service request is no longer open.' });
      const [unchanged] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id));
      expect(unchanged).toMatchObject({ reasonWithdrawn: 'other', updatedAt: row!.updatedAt });
    });

    it('reads a withdrawn request as withdrawn at once, never from the copy kept before', async () => {
      const request = await created();
      const url = `/api/v3/users/service_requests/${request.id}`;
      expect((await get(alice, url)).json().data.attributes.status).toBe('open');
      expect((await get(alice, url)).json().data.attributes.status).toBe('open');
      expect((await withdraw(alice, request.id, 'reason_withdrawn=fixed_it')).statusCode).toBe(200);
      const read = await get(alice, url);
      expect(read.json().data.attributes).toMatchObject({ status: 'withdrawn', reason_withdrawn: 'fixed_it', withdrawn_at: expect.any(String) });
    });

    it('needs a reason, and a description for "other"', async () => {
      const request = await created();
      for (const [query, detail] of [
        ['', 'Tell us why you are withdrawing this request.'],
        ['reason_withdrawn=bored', 'Tell us why you are withdrawing this request.'],
        ['reason_withdrawn=other', 'Please describe the reason.'],
      ] as const) {
        const response = await withdraw(alice, request.id, query);
        expect(response.statusCode, query).toBe(422);
        expect(response.json().errors[0].detail, query).toBe(detail);
      }
      const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id));
      expect(row?.status).toBe('open');
    });

    it('never withdraws another user’s request: 404, and it stays open', async () => {
      const request = await created();
      for (const id of [request.id, randomUUID(), 'nope']) {
        const response = await withdraw(bob, id, 'reason_withdrawn=fixed_it');
        expect(response.statusCode, id).toBe(404);
      }
      const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id));
      expect(row?.status).toBe('open');
    });
  });

  describe('maintenance packages and interval services', () => {
    it('prices the package due at the vehicle’s mileage as a band across the zip’s market', async () => {
      const response = await get(bob, `/api/v3/owned_vehicles/${bobsCar.id}/packages?zipcode=78701`);
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.meta).toEqual({ count: 1, message: null });
      const [item] = document.data;
      expect(item).toMatchObject({
        id: '30000',
        type: 'packages',
        attributes: { mileage: 30_000, name: '30,000-mile maintenance', location_count: 7 },
      });
      expect(item.attributes.services.length).toBeGreaterThan(0);
      expect(item.attributes.low_cents).toBeGreaterThan(0);
      expect(item.attributes.low_cents).toBeLessThanOrEqual(item.attributes.median_cents);
      expect(item.attributes.median_cents).toBeLessThanOrEqual(item.attributes.high_cents);
    });

    it('says in plain words why there is nothing: out of market, mileage unknown', async () => {
      const away = (await get(bob, `/api/v3/owned_vehicles/${bobsCar.id}/packages?zipcode=10001`)).json();
      expect(away).toMatchObject({ data: [], meta: { count: 0, message: "We don't have shops near 10001 yet, so we can't price maintenance there." } });
      const unknown = (await get(alice, `/api/v3/owned_vehicles/${x5.id}/packages?zipcode=78701`)).json();
      expect(unknown).toMatchObject({ data: [], meta: { count: 0, message: "Add your vehicle's mileage to see which maintenance is due." } });
    });

    it('answers 404 for another user’s vehicle and 422 for a bad zip', async () => {
      expect((await get(alice, `/api/v3/owned_vehicles/${bobsCar.id}/packages?zipcode=78701`)).statusCode).toBe(404);
      expect((await get(alice, `/api/v3/owned_vehicles/nope/packages?zipcode=78701`)).statusCode).toBe(404);
      expect((await get(bob, `/api/v3/owned_vehicles/${bobsCar.id}/packages?zipcode=12`)).statusCode).toBe(422);
      expect((await get(bob, `/api/v3/owned_vehicles/${bobsCar.id}/packages`)).statusCode).toBe(422);
    });

    it('GET /api/turbo/v1/maintenance/interval_services names the catalogue services due at a mileage', async () => {
      const response = await get(null, '/api/turbo/v1/maintenance/interval_services?mileage=4200');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        mileage: 5_000,
        services: [{ serviceId: oil.id, name: 'Oil Change', categoryName: 'Maintenance' }],
      });
      const thirty = (await get(null, '/api/turbo/v1/maintenance/interval_services?mileage=30000')).json();
      expect(thirty.mileage).toBe(30_000);
      expect(thirty.services.length).toBeGreaterThan(0);
      for (const mileage of ['-1', 'lots', '1000000']) {
        const bad = await get(null, `/api/turbo/v1/maintenance/interval_services?mileage=${mileage}`);
        expect(bad.statusCode, mileage).toBe(422);
      }
    });
  });
});
