import { randomUUID } from 'node:crypto';
import { repairCostsMessages } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser } from '../../../test/factories.ts';
import { createMarket, openRequest, seedTestCatalog } from '../../../test/market.ts';
import { appointments, serviceRequests, shopLocations } from '../../db/schema/index.ts';
import { bandOfTotals, fairPriceBand, priceJob, type Quote } from '../offers/index.ts';
import { POPULAR_MODELS } from './get-repair-cost-index.ts';
import { sitemapPaths } from './index.ts';
import { vehicleSlugs } from '../../data/vehicles/slugs.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- replies are read as the JSON they are */

const RATES = [
  { zipcode: '78701', laborRateCents: 12_000, partsMarkupBps: 3_000, taxRateBps: 825 },
  { zipcode: '78702', laborRateCents: 14_000, partsMarkupBps: 4_000, taxRateBps: 825 },
  { zipcode: '78704', laborRateCents: 16_500, partsMarkupBps: 2_500, taxRateBps: 825 },
];
const DALLAS = [
  { zipcode: '75201', laborRateCents: 13_000, partsMarkupBps: 3_500, taxRateBps: 825 },
  { zipcode: '75204', laborRateCents: 15_000, partsMarkupBps: 3_000, taxRateBps: 825 },
];

describe('repair costs', async () => {
  const { app, database } = await build();
  const { db } = database;
  await seedTestCatalog(app);
  const austin = await createMarket(app, { locations: [...RATES, { zipcode: '78705', laborRateCents: 99_000, active: false }] });
  await createMarket(app, { centre: '75201', companyName: 'Dallas Garage', locations: DALLAS });
  // A car-wash location takes no repair work: not among the shops.
  await createMarket(app, { centre: '75201', companyName: 'Suds', locations: [{ zipcode: '75201', laborRateCents: 1_000, appointmentTypes: ['car_wash'] }] });
  const snapshot = await app.catalog.get();
  const brakes = snapshot.bySlug.get('brake-pads-replacement')!;
  const shops = [...RATES, ...DALLAS].map((rates) => ({ diagnosticFeeCents: 9_900, ...rates }));

  const get = (path: string) => app.inject({ method: 'GET', url: `/api/turbo/v1/repair-costs${path}` });

  it('answers the job’s band on the model’s class across every market’s shops, from the offers’ own pricing', async () => {
    const reply = await get('/honda/civic/brake-pads-replacement');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60');
    const body = reply.json();
    expect(body.make).toEqual({ slug: 'honda', name: 'Honda' });
    expect(body.model).toEqual({ slug: 'civic', name: 'Civic' });
    expect(body.vehicleClass).toBe('compact');
    const services = [{ pricing: brakes.pricing }];
    const total = fairPriceBand({ services, vehicleClass: 'compact', locations: shops })!;
    expect(body.band.total).toEqual({ lowCents: total.lowCents, typicalCents: total.medianCents, highCents: total.highCents });
    const quotes = shops.map((shop) => priceJob({ services, vehicleClass: 'compact', shop }) as Quote);
    const labor = bandOfTotals(quotes.map((quote) => quote.laborCents))!;
    const parts = bandOfTotals(quotes.map((quote) => quote.partsCents))!;
    expect(body.band.labor).toEqual({ lowCents: labor.lowCents, typicalCents: labor.medianCents, highCents: labor.highCents });
    expect(body.band.parts).toEqual({ lowCents: parts.lowCents, typicalCents: parts.medianCents, highCents: parts.highCents });
    expect(body.band.laborHours).toBe(quotes[0]!.lines[0]!.laborHours);
    expect(body.basis.shopCount).toBe(5);
    expect(body.basis.markets.map((market: any) => market.shopCount).sort()).toEqual([2, 3]);
    expect(body.service).toMatchObject({ slug: 'brake-pads-replacement', name: brakes.name, note: brakes.note, id: brakes.id, serviceId: brakes.id });
    expect(body.service.pricedFor.length).toBeGreaterThan(0);
    expect(body.related.map((job: any) => job.slug)).not.toContain('brake-pads-replacement');
    expect(body.related.length).toBeGreaterThan(0);
  });

  it('names what it found canonically, whatever the spelling or alias', async () => {
    expect((await get('/Honda/CRV/Brake-Pads-Replacement')).json()).toMatchObject({ make: { slug: 'honda' }, model: { slug: 'cr-v', name: 'CR-V' }, service: { slug: 'brake-pads-replacement' } });
    expect((await get('/chevy')).json().make).toEqual({ slug: 'chevrolet', name: 'Chevrolet' });
    expect((await get('/land%20rover')).json().make.slug).toBe('land-rover');
    expect((await get('/ford/F150')).json().model).toEqual({ slug: 'f-150', name: 'F-150' });
  });

  it('answers 404 with a sentence for an unknown make, model or service, and for a service it does not price', async () => {
    for (const [path, message] of [
      ['/nosuchmake', repairCostsMessages.makeNotFound],
      ['/honda/nosuchmodel', repairCostsMessages.modelNotFound],
      ['/honda/civic/nosuchjob', repairCostsMessages.serviceNotFound],
      // A diagnosis is each shop's own fee, a car wash a flat price: no band of labor and parts.
      ['/honda/civic/check-engine-light-diagnosis', repairCostsMessages.serviceNotFound],
      ['/honda/civic/exterior-car-wash', repairCostsMessages.serviceNotFound],
      ['/honda/nosuchmodel/recent-repairs', repairCostsMessages.modelNotFound],
    ] as const) {
      const reply = await get(path);
      expect(reply.statusCode, path).toBe(404);
      expect(reply.json()).toEqual({ code: 'not_found', message });
    }
  });

  it('refuses a malformed name (422)', async () => {
    const reply = await get('/hon%24da');
    expect(reply.statusCode).toBe(422);
    expect(reply.json().message).toContain(repairCostsMessages.nameInvalid);
  });

  it('lists a make’s models and a model’s priced jobs with their typical totals', async () => {
    const make = (await get('/honda')).json();
    expect(make.models).toContainEqual({ slug: 'cr-v', name: 'CR-V' });
    expect(make.models).toContainEqual({ slug: 'civic', name: 'Civic' });
    const model = (await get('/honda/civic')).json();
    const job = model.jobs.find((candidate: any) => candidate.slug === 'brake-pads-replacement');
    const band = (await get('/honda/civic/brake-pads-replacement')).json().band;
    expect(job).toMatchObject({ name: brakes.name, categoryName: brakes.categoryName, total: band.total });
    expect(model.jobs.map((candidate: any) => candidate.slug)).not.toContain('check-engine-light-diagnosis');
    expect(model.basis.shopCount).toBe(5);
  });

  it('answers the index: every make, the popular models, the popular services priced for a midsize car', async () => {
    const index = (await get('')).json();
    expect(index.makes.length).toBe(vehicleSlugs().makes.length);
    expect(index.popularModels).toHaveLength(POPULAR_MODELS.length);
    expect(index.popularModels[0]).toEqual({ make: { slug: 'honda', name: 'Honda' }, model: { slug: 'civic', name: 'Civic' } });
    expect(index.popularServices.length).toBeGreaterThan(0);
    expect(index.popularServices.every((service: any) => service.total !== null)).toBe(true);
  });

  it('keeps the band until the market changes, then prices with the new rates', async () => {
    const before = (await get('/honda/civic/brake-pads-replacement')).json().band.total;
    await db.update(shopLocations).set({ laborRateCents: 40_000 }).where(eq(shopLocations.id, austin.locations[2]!.id));
    expect((await get('/honda/civic/brake-pads-replacement')).json().band.total).toEqual(before);
    await db.transaction((tx) => app.events.emit(tx, { type: 'market.changed', metroId: austin.metroId }));
    const after = (await get('/honda/civic/brake-pads-replacement')).json().band.total;
    expect(after.highCents).toBeGreaterThan(before.highCents);
    await db.update(shopLocations).set({ laborRateCents: RATES[2]!.laborRateCents }).where(eq(shopLocations.id, austin.locations[2]!.id));
    await db.transaction((tx) => app.events.emit(tx, { type: 'market.changed', metroId: austin.metroId }));
  });

  describe('recent repairs', () => {
    const customer = createUser(app, { firstName: 'Quentin', lastName: 'Zebulon' });

    /** A request of the customer's on `vehicle`, its first offer booked and completed at `completedAt`. */
    async function completedJob(completedAt: Date, vehicle: { make: string; model: string } = { make: 'Honda', model: 'Civic' }) {
      const user = await customer;
      const { requestId, offers } = await openRequest(app, user, { serviceSlug: 'brake-pads-replacement' });
      await db.update(serviceRequests).set({ status: 'completed', vehicleMake: vehicle.make, vehicleModel: vehicle.model }).where(eq(serviceRequests.id, requestId));
      const offer = offers[0]!;
      await db.insert(appointments).values({
        serviceRequestId: requestId,
        offerId: offer.id,
        locationId: offer.locationId,
        userId: user.user.id,
        status: 'completed',
        completedAt,
        proposedBy: 'customer',
        startsAt: new Date(completedAt.getTime() - 3_600_000),
        endsAt: completedAt,
        bay: 1,
        timeZone: 'America/Chicago',
        jobMinutes: 60,
        approvedTotalCents: offer.totalCents + 1_000,
        paymentState: 'captured',
        capturedCents: offer.totalCents,
        calendarUid: `${randomUUID()}@test`,
      });
      return { requestId, offer };
    }

    it('lists the model’s completed jobs of the last twelve months, newest first, with nothing of the customer', async () => {
      app.clock.set!(new Date('2026-11-20T12:00:00Z'));
      try {
        const older = await completedJob(new Date('2026-09-03T15:00:00Z'));
        const newer = await completedJob(new Date('2026-11-01T03:00:00Z'));
        await completedJob(new Date('2025-10-01T15:00:00Z')); // more than twelve months ago
        await completedJob(new Date('2026-11-02T15:00:00Z'), { make: 'Toyota', model: 'Camry' });
        const reply = await get('/HONDA/civic/recent-repairs');
        expect(reply.statusCode, reply.body).toBe(200);
        const body = reply.json();
        expect(body).toMatchObject({ make: { slug: 'honda' }, model: { slug: 'civic' }, months: 12 });
        expect(body.repairs).toEqual([
          // 03:00 UTC on the 1st is still October in Austin: the month is the shop's.
          { services: ['Brake Pads Replacement'], city: 'Austin', state: 'TX', month: '2026-10', priceCents: newer.offer.totalCents + 1_000 },
          { services: ['Brake Pads Replacement'], city: 'Austin', state: 'TX', month: '2026-09', priceCents: older.offer.totalCents + 1_000 },
        ]);
        const user = await customer;
        for (const secret of [user.user.email, 'Quentin', 'Zebulon', older.requestId, older.offer.id, older.offer.locationId, 'Test Garage']) {
          expect(reply.body).not.toContain(secret);
        }
        expect((await get('/toyota/camry/recent-repairs')).json().repairs).toHaveLength(1);
        expect((await get('/honda/accord/recent-repairs')).json().repairs).toEqual([]);
      } finally {
        app.clock.reset!();
      }
    });
  });

  it('lists every canonical page of the family for the sitemap, and no other', async () => {
    const paths = await sitemapPaths({ catalog: app.catalog });
    const models = vehicleSlugs().makes.reduce((sum, make) => sum + make.models.length, 0);
    const priced = (await app.catalog.get()).services.filter((service) => service.type === 'service' && service.pricing.autoquotable && service.pricing.pricingMethod === 'labor_parts');
    expect(paths).toHaveLength(1 + vehicleSlugs().makes.length + models * (2 + priced.length));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining(['/repair-cost', '/repair-cost/honda', '/repair-cost/honda/cr-v', '/repair-cost/honda/civic/recent-repairs', '/repair-cost/honda/civic/brake-pads-replacement']),
    );
    expect(paths.some((path) => path.endsWith('/check-engine-light-diagnosis'))).toBe(false);
    expect(paths.every((path) => path === path.toLowerCase())).toBe(true);
  });

  it('holds the popular models to the vehicle data', () => {
    for (const [make, model] of POPULAR_MODELS) {
      const found = vehicleSlugs().findModel(make, model);
      expect(found?.make.slug, make).toBe(make);
      expect(found?.model.slug, model).toBe(model);
    }
  });
});
