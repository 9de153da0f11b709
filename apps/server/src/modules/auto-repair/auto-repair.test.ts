import { autoRepairMessages } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser } from '../../../test/factories.ts';
import { createMarket, seedTestCatalog } from '../../../test/market.ts';
import { shopLocations } from '../../db/schema/index.ts';
import { fairPriceBand } from '../offers/index.ts';
import { sitemapPaths } from './index.ts';
import { COMMON_JOBS } from './typical-prices.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- replies are read as the JSON they are */

describe('auto repair pages', async () => {
  const { app, database } = await build();
  await seedTestCatalog(app);
  // A customer exists: nothing of theirs may appear in the public answers.
  const customer = await createUser(app);
  const austin = await createMarket(app, {
    centre: '78701',
    locations: [
      { zipcode: '78702', name: 'Eastside Garage', rating: 4.24, reviewCount: 12, laborRateCents: 14_000, partsMarkupBps: 4_000 },
      { zipcode: '78701', name: 'Congress Auto', rating: 4.81, reviewCount: 130, certifications: ['ASE Blue Seal of Excellence'] },
      { zipcode: '78664', name: 'Round Rock Tire', rating: 0, reviewCount: 0 },
      { zipcode: '78703', name: 'Suds Car Wash', appointmentTypes: ['car_wash'] },
      { zipcode: '78704', name: 'Closed Garage', active: false },
    ],
  });
  await createMarket(app, { centre: '98101', companyName: 'Emerald Auto', locations: [{ zipcode: '98101', name: 'Pike Auto' }] });

  const get = (path: string) => app.inject({ method: 'GET', url: `/api/turbo/v1${path}` });
  const austinCity = async () => (await get('/auto-repair/tx/austin')).json();

  it('lists the states with shops taking service requests, with their counts', async () => {
    const reply = await get('/auto-repair');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60');
    expect(reply.json()).toEqual({
      states: [
        { abbreviation: 'TX', slug: 'tx', name: 'Texas', cityCount: 2, shopCount: 3 },
        { abbreviation: 'WA', slug: 'wa', name: 'Washington', cityCount: 1, shopCount: 1 },
      ],
      cityCount: 3,
      shopCount: 4,
    });
  });

  it("answers a state's cities by abbreviation in any case or by name, with the canonical names", async () => {
    for (const spelling of ['tx', 'TX', 'texas', 'Texas']) {
      const reply = await get(`/auto-repair/${spelling}`);
      expect(reply.statusCode, spelling).toBe(200);
      expect(reply.json()).toEqual({
        state: { abbreviation: 'TX', slug: 'tx', name: 'Texas' },
        cities: [
          { name: 'Austin', slug: 'austin', shopCount: 2, reviewCount: 142 },
          { name: 'Round Rock', slug: 'round-rock', shopCount: 1, reviewCount: 0 },
        ],
        shopCount: 3,
      });
    }
    expect((await get('/auto-repair/new-york')).statusCode).toBe(404);
  });

  it('answers 404 with a sentence for a state without shops or no state at all; 422 for a malformed name', async () => {
    for (const state of ['ny', 'zz', 'atlantis']) {
      const reply = await get(`/auto-repair/${state}`);
      expect(reply.statusCode, state).toBe(404);
      expect(reply.json()).toMatchObject({ code: 'not_found', message: autoRepairMessages.stateUnknown });
    }
    expect((await get(`/auto-repair/${'x'.repeat(200)}`)).statusCode).toBe(422);
  });

  it("reads a city: its shops by standing, with hours and certifications, and none of the shops' rates", async () => {
    const city = await austinCity();
    expect(city.state).toEqual({ abbreviation: 'TX', slug: 'tx', name: 'Texas' });
    expect(city.city).toEqual({ name: 'Austin', slug: 'austin', zipcode: '78701' });
    expect(city.shops.map((shop: any) => [shop.name, shop.rating, shop.reviewCount])).toEqual([
      ['Congress Auto', 4.8, 130],
      ['Eastside Garage', 4.2, 12],
    ]);
    const [first] = city.shops;
    expect(Object.keys(first).sort()).toEqual(
      ['address', 'certifications', 'city', 'id', 'lat', 'lon', 'name', 'openingHours', 'phone', 'rating', 'reviewCount', 'state', 'timeZone', 'zipcode'].sort(),
    );
    expect(first).toMatchObject({
      address: '101 Main St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      certifications: ['ASE Blue Seal of Excellence'],
      openingHours: { mon: { open: '08:00', close: '18:00' }, sun: null },
    });
    expect(city.nearbyCities).toEqual([{ name: 'Round Rock', slug: 'round-rock' }]);
    const body = JSON.stringify(city);
    expect(body).not.toContain(customer.user.email);
    expect(body).not.toContain('laborRate');
  });

  it("prices the common jobs with autoquote's fair-price band over the city's shops, for a midsize car", async () => {
    const { prices } = await austinCity();
    expect(prices.vehicleClass).toBe('midsize');
    expect(prices.shopCount).toBe(2);
    expect(prices.jobs.length).toBeGreaterThanOrEqual(5);
    const catalog = await app.catalog.get();
    const shops = austin.locations.slice(0, 2);
    for (const job of prices.jobs) {
      const service = catalog.byId.get(job.serviceId)!;
      expect(COMMON_JOBS).toContain(service.slug as (typeof COMMON_JOBS)[number]);
      const band = fairPriceBand({ services: [{ pricing: service.pricing }], vehicleClass: 'midsize', locations: shops })!;
      expect(job).toEqual({ serviceId: service.id, name: service.name, note: service.note, lowCents: band.lowCents, medianCents: band.medianCents, highCents: band.highCents });
      expect(job.lowCents).toBeLessThan(job.highCents);
    }
    expect(prices.jobs[0].name).toBe('Oil Change');
  });

  it('reads a city by name or another case with its canonical names; an unknown city or a state without it is 404', async () => {
    for (const [state, city] of [
      ['TEXAS', 'Round%20Rock'],
      ['Tx', 'ROUND-ROCK'],
    ]) {
      const reply = await get(`/auto-repair/${state}/${city}`);
      expect(reply.statusCode, `${state}/${city}`).toBe(200);
      expect(reply.json()).toMatchObject({ state: { slug: 'tx' }, city: { name: 'Round Rock', slug: 'round-rock', zipcode: '78664' } });
    }
    for (const path of ['/auto-repair/tx/dallas', '/auto-repair/wa/austin', '/auto-repair/tx/nowhere-at-all']) {
      const reply = await get(path);
      expect(reply.statusCode, path).toBe(404);
      expect(reply.json()).toMatchObject({ code: 'not_found', message: autoRepairMessages.cityUnknown });
    }
  });

  it("finds a served zip's city with shops: its own, else the nearest shop's; refuses a zip out of market", async () => {
    const city = async (zipcode: string) => get(`/auto-repair-cities/nearest?zipcode=${zipcode}`);
    expect((await city('78702')).json()).toEqual({ state: { abbreviation: 'TX', slug: 'tx', name: 'Texas' }, city: { name: 'Austin', slug: 'austin' } });
    // Pflugerville has no shop: Round Rock's is the nearest.
    expect((await city('78660')).json()).toMatchObject({ city: { slug: 'round-rock' } });
    const out = await city('82001');
    expect(out.statusCode).toBe(422);
    expect(out.json()).toMatchObject({ code: 'zipcode_out_of_market', message: 'Zipcode is otm' });
    const malformed = await city('12');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().message).toBe('Zipcode is invalid');
  });

  it("sees a shop's new standing at once when the market changes on this node", async () => {
    const [eastside] = austin.locations;
    await database.db.update(shopLocations).set({ rating: 4.96, reviewCount: 13 }).where(eq(shopLocations.id, eastside!.id));
    await app.events.emit(database.db, { type: 'market.changed', metroId: austin.metroId });
    const city = await austinCity();
    expect(city.shops.map((shop: any) => [shop.name, shop.rating])).toEqual([
      ['Eastside Garage', 5],
      ['Congress Auto', 4.8],
    ]);
  });

  it('lists every page of the family for the sitemap', async () => {
    expect(await sitemapPaths({ db: database.db })).toEqual([
      '/auto-repair',
      '/auto-repair/tx',
      '/auto-repair/tx/austin',
      '/auto-repair/tx/round-rock',
      '/auto-repair/wa',
      '/auto-repair/wa/seattle',
    ]);
  });
});
