import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { distanceMiles, getZip } from '../../data/zips.ts';
import { betaContacts, metros, programPlans, shopCompanies, shopContactRequests, shopLocations } from '../../db/schema/index.ts';
import { seedDemoMembership } from '../membership/index.ts';
import { assertInMarket, coverageFor } from './index.ts';

const HOURS = { mon: { open: '08:00', close: '18:00' }, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };

describe('location lookups and coverage', async () => {
  const { app, database } = await build();
  const db = database.db;
  let austinMetroId = '';
  let dallasMetroId = '';

  /** A shop location at a zip's centroid. */
  async function addLocation(metroId: string, companyId: string, zipcode: string, name: string, active = true) {
    const zip = getZip(zipcode);
    if (!zip) throw new Error(`no zip ${zipcode}`);
    await db.insert(shopLocations).values({
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 8)}`,
      companyId,
      metroId,
      name,
      address: '1 Main St',
      city: zip.city,
      state: zip.state,
      zipcode,
      lat: zip.lat,
      lon: zip.lon,
      phone: '5125550100',
      timeZone: 'America/Chicago',
      openingHours: HOURS,
      bays: 3,
      laborRateCents: 12000,
      partsMarkupBps: 3000,
      diagnosticFeeCents: 9900,
      taxRateBps: 825,
      rating: 4.5,
      reviewCount: 12,
      warrantyMonths: 12,
      warrantyMiles: 12000,
      warrantyTerms: '12 months / 12,000 miles',
      active,
    });
  }

  beforeAll(async () => {
    const [austin] = await db
      .insert(metros)
      .values({ slug: 'austin-test', name: 'Austin', state: 'TX', centreLat: 30.27, centreLon: -97.74, serviceRadiusMiles: 20, timeZone: 'America/Chicago' })
      .returning();
    const [dallas] = await db
      .insert(metros)
      .values({ slug: 'dallas-test', name: 'Dallas', state: 'TX', centreLat: 32.78, centreLon: -96.8, serviceRadiusMiles: 20, timeZone: 'America/Chicago' })
      .returning();
    const [company] = await db.insert(shopCompanies).values({ slug: 'test-garage', name: 'Test Garage' }).returning();
    austinMetroId = austin?.id ?? '';
    dallasMetroId = dallas?.id ?? '';
    await addLocation(austinMetroId, company?.id ?? '', '78701', 'Downtown Austin Auto');
    await addLocation(austinMetroId, company?.id ?? '', '78745', 'South Austin Auto');
    // An inactive location serves nobody.
    await addLocation(dallasMetroId, company?.id ?? '', '75201', 'Dallas Closed Auto', false);
    await app.coverage.refresh();
  });

  describe('GET /api/turbo/v1/zipcode/search', () => {
    it('finds zips by their first digits, with city, state and county', async () => {
      const response = await app.inject({ url: '/api/turbo/v1/zipcode/search?term=7870' });
      expect(response.statusCode).toBe(200);
      const results = response.json() as Array<{ zipcode: string; city: string; state: string; county: string }>;
      expect(results.length).toBeGreaterThan(0);
      expect(results.length).toBeLessThanOrEqual(10);
      expect(results.every((result) => result.zipcode.startsWith('7870'))).toBe(true);
      expect(results[0]).toMatchObject({ zipcode: '78701', city: 'Austin', state: 'TX', county: 'Travis' });
    });

    it('finds cities by name, exact names first, and "City, ST"', async () => {
      const austin = (await app.inject({ url: '/api/turbo/v1/zipcode/search?term=austin' })).json() as Array<{ city: string; state: string }>;
      expect(austin[0]).toMatchObject({ city: 'Austin', state: 'TX' });
      expect(austin.every((result) => result.city.toLowerCase().startsWith('austin'))).toBe(true);
      const portland = (await app.inject({ url: '/api/turbo/v1/zipcode/search?term=Portland,%20ME' })).json() as Array<{ city: string; state: string }>;
      expect(portland.length).toBeGreaterThan(0);
      expect(portland[0]).toMatchObject({ city: 'Portland', state: 'ME' });
      expect(portland.every((result) => result.state === 'ME' && result.city.includes('Portland'))).toBe(true);
    });

    it('is cacheable reference data with an ETag', async () => {
      const first = await app.inject({ url: '/api/turbo/v1/zipcode/search?term=austin' });
      expect(first.headers['cache-control']).toBe('public, max-age=86400');
      const again = await app.inject({ url: '/api/turbo/v1/zipcode/search?term=austin', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
    });

    it('answers 422 with a human message for a term shorter than 2 characters or none', async () => {
      for (const url of ['/api/turbo/v1/zipcode/search?term=7', '/api/turbo/v1/zipcode/search']) {
        const response = await app.inject({ url });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ message: 'Enter at least 2 characters to search.', code: 'validation_failed' });
      }
    });

    it('answers an empty list when nothing matches', async () => {
      const response = await app.inject({ url: '/api/turbo/v1/zipcode/search?term=zzqx' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });
  });

  describe('GET /api/turbo/v1/zipcode/target_market', () => {
    it('says a zip within an active location’s service radius is in market (key in_market), with its metro', async () => {
      const response = await app.inject({ url: '/api/turbo/v1/zipcode/target_market?zipcode=78704' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        in_market: true,
        zipcode: '78704',
        city: 'Austin',
        state: 'TX',
        county: 'Travis',
        metroId: austinMetroId,
        nearby: [],
      });
    });

    it('reads a ZIP+4 by its first five digits', async () => {
      const response = await app.inject({ url: '/api/turbo/v1/zipcode/target_market?zipcode=78701-1234' });
      expect(response.json()).toMatchObject({ in_market: true, zipcode: '78701' });
    });

    it('says a zip beyond the radius is out of market, with up to 6 nearest in-market zips, nearest first', async () => {
      const response = await app.inject({ url: '/api/turbo/v1/zipcode/target_market?zipcode=76501' });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { in_market: boolean; metroId: null; nearby: Array<{ zipcode: string; distanceMiles: number }> };
      expect(body.in_market).toBe(false);
      expect(body.metroId).toBeNull();
      expect(body.nearby).toHaveLength(6);
      const distances = body.nearby.map((zip) => zip.distanceMiles);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      const temple = getZip('76501');
      for (const nearby of body.nearby) {
        // Each is really in market, and really as far as it says.
        expect(coverageFor(app.coverage, nearby.zipcode).inMarket).toBe(true);
        const zip = getZip(nearby.zipcode);
        expect(Math.abs(distanceMiles(temple as NonNullable<typeof temple>, zip as NonNullable<typeof zip>) - nearby.distanceMiles)).toBeLessThan(0.1);
      }
    });

    it('does not count inactive locations, and offers no buttons when nothing is within reach', async () => {
      const dallas = (await app.inject({ url: '/api/turbo/v1/zipcode/target_market?zipcode=75201' })).json() as { in_market: boolean; nearby: unknown[] };
      expect(dallas.in_market).toBe(false);
      expect(dallas.nearby).toEqual([]);
      const anchorage = (await app.inject({ url: '/api/turbo/v1/zipcode/target_market?zipcode=99501' })).json() as { in_market: boolean; nearby: unknown[] };
      expect(anchorage).toMatchObject({ in_market: false, nearby: [] });
    });

    it('answers 422 for a 4-digit or blank zip and 404 for a zip that does not exist', async () => {
      const short = await app.inject({ url: '/api/turbo/v1/zipcode/target_market?zipcode=7870' });
      expect(short.statusCode).toBe(422);
      expect(short.json()).toEqual({ message: 'Zipcode is invalid', code: 'validation_failed' });
      const blank = await app.inject({ url: '/api/turbo/v1/zipcode/target_market?zipcode=' });
      expect(blank.statusCode).toBe(422);
      expect(blank.json()).toEqual({ message: 'Zipcode cannot be blank', code: 'validation_failed' });
      const unknown = await app.inject({ url: '/api/turbo/v1/zipcode/target_market?zipcode=00000' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'We could not find that zipcode.', code: 'not_found' });
    });

    it('is cacheable for a minute and revalidated by ETag', async () => {
      const url = '/api/turbo/v1/zipcode/target_market?zipcode=78704';
      const first = await app.inject({ url });
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      const again = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('follows shop changes after a refresh', async () => {
      await db.update(shopLocations).set({ active: true }).where(eq(shopLocations.metroId, dallasMetroId));
      await app.coverage.refresh();
      const dallas = (await app.inject({ url: '/api/turbo/v1/zipcode/target_market?zipcode=75201' })).json() as { in_market: boolean; metroId: string };
      expect(dallas).toMatchObject({ in_market: true, metroId: dallasMetroId });
      await db.update(shopLocations).set({ active: false }).where(eq(shopLocations.metroId, dallasMetroId));
      await app.coverage.refresh();
    });
  });

  describe('assertInMarket / coverageFor (for other modules)', () => {
    it('returns the metro of an in-market zip', () => {
      expect(assertInMarket(app.coverage, '78701')).toMatchObject({ inMarket: true, metroId: austinMetroId });
    });

    it("throws 'Zipcode is otm', 'Zipcode cannot be blank' and 'Zipcode is invalid' with the spec's words", () => {
      expect(() => assertInMarket(app.coverage, '76501')).toThrow('Zipcode is otm');
      expect(() => assertInMarket(app.coverage, '76501')).toThrow(
        expect.objectContaining({ code: 'zipcode_out_of_market', options: { pointer: '/zipcode' } }),
      );
      expect(() => coverageFor(app.coverage, '1234')).toThrow(expect.objectContaining({ code: 'zipcode_invalid' }));
      expect(() => assertInMarket(app.coverage, '  ')).toThrow('Zipcode cannot be blank');
      expect(() => coverageFor(app.coverage, null)).toThrow('Zipcode cannot be blank');
      expect(() => coverageFor(app.coverage, '1234')).toThrow('Zipcode is invalid');
      expect(() => coverageFor(app.coverage, '00000')).toThrow('Zipcode is invalid');
    });
  });

  describe('GET /api/turbo/v1/states/{state}/cities[/{city}]', () => {
    it('lists a state’s cities with slugs and zip counts', async () => {
      const response = await app.inject({ url: '/api/turbo/v1/states/tx/cities' });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { state: string; stateName: string; cities: Array<{ name: string; slug: string; zipCount: number }> };
      expect(body.state).toBe('TX');
      expect(body.stateName).toBe('Texas');
      expect(body.cities.find((city) => city.name === 'Austin')).toMatchObject({ slug: 'austin' });
      expect(body.cities.find((city) => city.name === 'Austin')?.zipCount).toBeGreaterThan(40);
      const names = body.cities.map((city) => city.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    });

    it('describes a city by name or slug: zips, centre, coverage and its metro’s active shop count', async () => {
      const response = await app.inject({ url: '/api/turbo/v1/states/TX/cities/austin' });
      expect(response.statusCode).toBe(200);
      const body = response.json() as Record<string, unknown>;
      expect(body).toMatchObject({ name: 'Austin', slug: 'austin', state: 'TX', stateName: 'Texas', inMarket: true, metroId: austinMetroId, activeShopCount: 2 });
      expect(body.zipcodes).toContain('78701');
      expect(Number(body.lat)).toBeCloseTo(30.3, 0);
      const saintLouis = await app.inject({ url: '/api/turbo/v1/states/mo/cities/saint-louis' });
      expect(saintLouis.json()).toMatchObject({ name: 'Saint Louis', inMarket: false, metroId: null, activeShopCount: 0 });
    });

    it('answers 422 for a malformed state and 404 for an unknown state or city', async () => {
      expect((await app.inject({ url: '/api/turbo/v1/states/texas/cities' })).statusCode).toBe(422);
      const unknownState = await app.inject({ url: '/api/turbo/v1/states/ZZ/cities' });
      expect(unknownState.statusCode).toBe(404);
      expect(unknownState.json()).toEqual({ message: 'We could not find that state.', code: 'not_found' });
      const unknownCity = await app.inject({ url: '/api/turbo/v1/states/TX/cities/atlantis' });
      expect(unknownCity.statusCode).toBe(404);
      expect(unknownCity.json()).toEqual({ message: 'We could not find that city.', code: 'not_found' });
    });
  });

  describe('GET /api/turbo/v1/areas/{id}/with_active_shops', () => {
    it('answers the metro with its active shop locations only', async () => {
      const response = await app.inject({ url: `/api/turbo/v1/areas/${austinMetroId}/with_active_shops` });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { name: string; serviceRadiusMiles: number; locations: Array<{ name: string; companyName: string }> };
      expect(body).toMatchObject({ id: austinMetroId, name: 'Austin', state: 'TX', serviceRadiusMiles: 20 });
      expect(body.locations.map((location) => location.name)).toEqual(['Downtown Austin Auto', 'South Austin Auto']);
      expect(body.locations[0]?.companyName).toBe('Test Garage');
      const dallas = (await app.inject({ url: `/api/turbo/v1/areas/${dallasMetroId}/with_active_shops` })).json() as { locations: unknown[] };
      expect(dallas.locations).toEqual([]);
    });

    it('answers the same 404 for an unknown area and a malformed id', async () => {
      for (const id of [randomUUID(), '42', 'not-a-uuid']) {
        const response = await app.inject({ url: `/api/turbo/v1/areas/${id}/with_active_shops` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'We could not find that area.', code: 'not_found' });
      }
    });
  });

  describe('POST /api/v3/users/beta_contacts', () => {
    const payload = { zipcode: '76501', email: 'Pat@Example.com', first_name: 'Pat', last_name: 'Lee', product: 'OTM' };

    it('keeps the plan a Plus request wants (it must exist)', async () => {
      await seedDemoMembership(db, { slug: 'pitstop', name: 'Pitstop' });
      const [plan] = await db.select({ id: programPlans.id }).from(programPlans).limit(1);
      const response = await app.inject({
        method: 'POST',
        url: '/api/v3/users/beta_contacts',
        payload: { ...payload, zipcode: '78702', email: 'plus@example.com', product: 'Plus', program_plan_id: plan!.id },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.attributes).toMatchObject({ product: 'Plus', program_plan_id: plan!.id });
    });

    it('records a coverage notification request without a login', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/v3/users/beta_contacts', payload });
      expect(response.statusCode).toBe(201);
      expect(response.headers['content-type']).toContain('application/vnd.api+json');
      expect(response.json()).toMatchObject({
        data: { type: 'beta_contacts', attributes: { zipcode: '76501', email: 'Pat@Example.com', first_name: 'Pat', last_name: 'Lee', product: 'OTM', program_plan_id: null } },
      });
      const [row] = await db.select({ total: count() }).from(betaContacts).where(eq(betaContacts.zipcode, '76501'));
      expect(row?.total).toBe(1);
    });

    it("answers 422 'Email has already been taken' for the same email (any case) and zip", async () => {
      const response = await app.inject({ method: 'POST', url: '/api/v3/users/beta_contacts', payload: { ...payload, email: 'pat@example.com' } });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        code: 'email_taken',
        detail: 'Email has already been taken',
        source: { pointer: '/email' },
      });
      const otherZip = await app.inject({ method: 'POST', url: '/api/v3/users/beta_contacts', payload: { ...payload, zipcode: '78701' } });
      expect(otherZip.statusCode).toBe(201);
    });

    it("answers 422 with the spec's messages for missing names, a bad email, a bad product or zip", async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...payload, email: 'new@example.com', first_name: '' }, 'First name is required.'],
        [{ ...payload, email: 'new@example.com', last_name: ' ' }, 'Last name is required.'],
        [{ ...payload, email: 'not-an-email' }, 'Email is invalid.'],
        [{ ...payload, email: 'new@example.com', product: 'Gold' }, 'Product must be OTM or Plus.'],
        [{ ...payload, email: 'new@example.com', zipcode: '7650' }, 'Zipcode is invalid'],
        [{ ...payload, email: 'new@example.com', zipcode: '00000' }, 'We could not find that zipcode.'],
        [{ ...payload, email: 'new@example.com', product: 'Plus' }, 'Say which plan you want to join.'],
        [{ ...payload, email: 'new@example.com', product: 'Plus', program_plan_id: 'plus' }, 'That is not a program plan.'],
        [{ ...payload, email: 'new@example.com', product: 'Plus', program_plan_id: randomUUID() }, 'We could not find that plan.'],
        [{ ...payload, email: 'new@example.com', program_plan_id: randomUUID() }, 'Only a plus request names a plan.'],
      ];
      for (const [body, detail] of cases) {
        const response = await app.inject({ method: 'POST', url: '/api/v3/users/beta_contacts', payload: body });
        expect(response.statusCode, detail).toBe(422);
        expect(response.json().errors.map((error: { detail: string }) => error.detail)).toContain(detail);
      }
      const unknownZip = await app.inject({
        method: 'POST',
        url: '/api/v3/users/beta_contacts',
        payload: { ...payload, email: 'new@example.com', zipcode: '00000' },
      });
      expect(unknownZip.json().errors).toEqual([expect.objectContaining({ code: 'zipcode_invalid', source: { pointer: '/zipcode' } })]);
    });
  });

  describe('POST /api/v3/shop_contact_requests', () => {
    it('records a shop suggestion without a login, phone kept as digits', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v3/shop_contact_requests',
        payload: { shop_name: 'Joe’s Garage', city_state: 'Temple, TX', phone_number: '(254) 555-0100', shop_email: 'joe@garage.com', notes: 'Great brakes' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.attributes).toMatchObject({ shop_name: 'Joe’s Garage', city_state: 'Temple, TX', phone_number: '2545550100', shop_email: 'joe@garage.com' });
      const rows = await db.select().from(shopContactRequests);
      expect(rows).toHaveLength(1);
    });

    it('accepts blank optional fields', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/v3/shop_contact_requests', payload: { shop_name: 'Ann Auto', city_state: 'Waco, TX', phone_number: '', shop_email: '' } });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.attributes).toMatchObject({ phone_number: null, shop_email: null, notes: null });
    });

    it("answers 422 with the spec's messages", async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ city_state: 'Waco, TX' }, 'Shop name is required.'],
        [{ shop_name: ' ', city_state: 'Waco, TX' }, 'Shop name is required.'],
        [{ shop_name: 'Ann Auto' }, 'Shop city and state is required.'],
        [{ shop_name: 'Ann Auto', city_state: 'Waco, TX', phone_number: '555-0100' }, 'Invalid phone number.'],
        [{ shop_name: 'Ann Auto', city_state: 'Waco, TX', shop_email: 'ann@' }, 'Invalid email.'],
      ];
      for (const [payload, detail] of cases) {
        const response = await app.inject({ method: 'POST', url: '/api/v3/shop_contact_requests', payload });
        expect(response.statusCode, detail).toBe(422);
        expect(response.json().errors.map((error: { detail: string }) => error.detail)).toContain(detail);
      }
    });
  });
});
