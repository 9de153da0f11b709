import { randomUUID } from 'node:crypto';
import { vinCheckDigit } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { ownedVehicles, users } from '../../db/schema/index.ts';
import { startSession } from '../accounts/index.ts';

/** A VIN with its check digit (position 9) set right. */
const withCheckDigit = (vin: string) => `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;

describe('vehicle lookups', async () => {
  const { app } = await build();
  const get = (url: string) => app.inject({ url: `/api/turbo/v1${url}` });

  it('lists 20 model years from the current year, newest first', async () => {
    const response = await get('/vehicles/years');
    expect(response.statusCode).toBe(200);
    const current = new Date().getFullYear();
    expect(response.json()).toEqual(Array.from({ length: 20 }, (_, offset) => current - offset));
  });

  it('lists the makes of a year, and all makes', async () => {
    const makes = (await get('/years/2018/makes')).json() as string[];
    expect(makes).toEqual(expect.arrayContaining(['Chevrolet', 'Ford', 'Honda', 'Toyota', 'Tesla']));
    expect(makes).not.toContain('Pontiac');
    expect(makes).not.toContain('Freightliner');
    const all = (await get('/vehicles/makes')).json() as string[];
    expect(all).toEqual(expect.arrayContaining(['Pontiac', 'Honda', 'Rivian']));
    expect(all).not.toContain('Harley-Davidson');
  });

  it('offers a 2020 Camry LE its four-cylinder only; the V6 is the XLE’s and XSE’s (docs/product/vehicles.md)', async () => {
    expect((await get('/years/2020/makes/Toyota/models/Camry/sub_models/LE/styles')).json()).toEqual(['2.5L I4']);
    expect((await get('/years/2020/makes/Toyota/models/Camry/sub_models/XLE/styles')).json()).toContain('3.5L V6');
    expect((await get('/years/2020/makes/Toyota/models/Camry/sub_models/XSE/styles')).json()).toContain('3.5L V6');
  });

  it('offers a 2016 Camry its grades, not only the Hybrid: the V6 is the XLE’s and XSE’s (docs/product/comparing-and-choosing.md)', async () => {
    expect((await get('/years/2016/makes/Toyota/models/Camry/sub_models')).json()).toEqual(['Hybrid', 'LE', 'SE', 'XLE', 'XSE']);
    expect((await get('/years/2016/makes/Toyota/models/Camry/sub_models/LE/styles')).json()).toEqual(['2.5L I4']);
    expect((await get('/years/2016/makes/Toyota/models/Camry/sub_models/XSE/styles')).json()).toEqual(['2.5L I4', '3.5L V6']);
    expect((await get('/years/2016/makes/Toyota/models/Camry/sub_models/Hybrid/styles')).json()).toEqual(['2.5L I4 Hybrid']);
    expect((await get('/years/2013/makes/Toyota/models/Camry/sub_models')).json()).toEqual(['Hybrid', 'L', 'LE', 'SE', 'XLE']);
  });

  it('walks year → make → model → sub model → styles, matching names in any case', async () => {
    const models = (await get('/years/2018/makes/chevrolet/models')).json() as string[];
    expect(models).toContain('Malibu');
    const subModels = (await get('/years/2018/makes/Chevrolet/models/malibu/sub_models')).json() as string[];
    expect(subModels).toEqual(expect.arrayContaining(['L', 'LS', 'LT', 'Premier']));
    const styles = (await get('/years/2018/makes/Chevrolet/models/Malibu/sub_models/lt/styles')).json() as string[];
    expect(styles).toContain('1.5L I4 Turbo');
  });

  it('matches model names with spaces and slashes when encoded', async () => {
    const models = (await get('/years/2015/makes/Land%20Rover/models')).json() as string[];
    expect(models).toContain('Range Rover Sport');
    const response = await get('/years/2015/makes/Land%20Rover/models/Range%20Rover%20Sport/sub_models');
    expect(response.statusCode).toBe(200);
  });

  it('does not list heavy trucks or models outside the years they were built', async () => {
    expect((await get('/years/2024/makes/Ford/models')).json()).not.toContain('F-650');
    expect((await get('/years/2024/makes/Ram/models')).json()).not.toContain('5500');
    expect((await get('/years/2015/makes/Saab/models')).statusCode).toBe(404);
    expect((await get('/years/2021/makes/Chevrolet/models')).json()).not.toContain('Cruze');
  });

  it('is cacheable reference data with an ETag', async () => {
    const first = await get('/years/2018/makes');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const again = await app.inject({ url: '/api/turbo/v1/years/2018/makes', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 with a human message for an unknown year, make, model or sub model', async () => {
    const cases: Array<[string, string]> = [
      ['/years/1990/makes', 'We have no vehicles for 1990.'],
      ['/years/2018/makes/Yugo/models', 'We have no Yugo vehicles for 2018.'],
      ['/years/2018/makes/Honda/models/Model%20T/sub_models', 'We have no 2018 Honda Model T.'],
      ['/years/2018/makes/Chevrolet/models/Malibu/sub_models/Turbo%20Deluxe/styles', 'We have no Turbo Deluxe trim of the 2018 Chevrolet Malibu.'],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message, code: 'not_found' });
    }
  });

  it('answers 422 for a year that is not a year', async () => {
    const response = await get('/years/abcd/makes');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'Year must be a four-digit model year.', code: 'validation_failed' });
  });

  describe('GET /api/turbo/v1/vehicles/vin/{vin}', () => {
    it('decodes year, make, model and trim offline', async () => {
      const response = await get('/vehicles/vin/1HGCM82633A004352');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ vin: '1HGCM82633A004352', year: 2003, make: 'Honda', model: 'Accord', subModel: 'EX-V6' });
    });

    it('accepts lower case and dashes, and answers the listed names', async () => {
      const vin = withCheckDigit('1G1ZD5ST0JF000000');
      const response = await get(`/vehicles/vin/${vin.toLowerCase().slice(0, 8)}-${vin.toLowerCase().slice(8)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ vin, year: 2018, make: 'Chevrolet', model: 'Malibu', subModel: 'LT' });
    });

    it('answers 422 for a malformed VIN, a foreign VIN without a check digit, or a wrong check digit', async () => {
      const cases: Array<[string, string]> = [
        ['1HGCM82633A00435', 'VIN must be 17 characters.'],
        ['1HGCM82633A00435I', 'VIN may contain only letters and digits, and never I, O or Q.'],
        ['WVWZZZ1JZ3W386752', 'This VIN is not valid: please check it for typos.'],
        ['1HGCM82643A004352', 'This VIN is not valid: please check it for typos.'],
      ];
      for (const [vin, message] of cases) {
        const response = await get(`/vehicles/vin/${vin}`);
        expect(response.statusCode, vin).toBe(422);
        expect(response.json()).toEqual({ message, code: 'validation_failed' });
      }
    });

    it('answers 404 for a VIN of a vehicle we do not list (motorcycle, heavy truck) or that vPIC does not know', async () => {
      const harley = await get(`/vehicles/vin/${withCheckDigit('1HD1KB4107Y123456')}`);
      expect(harley.statusCode).toBe(404);
      expect(harley.json()).toEqual({ message: 'This VIN is not a passenger car or light truck we service.', code: 'not_found' });
      const freightliner = await get(`/vehicles/vin/${withCheckDigit('1FUJGLDR0CLBP8834')}`);
      expect(freightliner.statusCode).toBe(404);
      const unknown = await get(`/vehicles/vin/${withCheckDigit('9ZZZZZZZ0Z0000000')}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'We could not find a vehicle for this VIN.', code: 'not_found' });
    });
  });
});

describe('owned vehicles', async () => {
  const { app, database, config } = await build();
  const db = database.db;
  let alice = { id: '', token: '' };
  let bob = { id: '', token: '' };

  async function signedInUser(email: string) {
    const [user] = await db.insert(users).values({ email, promoSlug: `slug-${randomUUID()}`, firstName: 'Test' }).returning();
    const session = await startSession(db, { config, clock: app.clock }, user as NonNullable<typeof user>);
    return { id: user?.id ?? '', token: session.access.accessToken };
  }
  const as = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });

  beforeAll(async () => {
    alice = await signedInUser('alice@example.com');
    bob = await signedInUser('bob@example.com');
  });

  async function create(user: { token: string }, payload: Record<string, unknown>) {
    return app.inject({ method: 'POST', url: '/api/v3/owned_vehicles', headers: as(user), payload });
  }

  it('needs a signed-in user', async () => {
    expect((await app.inject({ url: '/api/v3/users/vehicles' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/v3/owned_vehicles', payload: { year: 2018, make: 'Honda', model: 'Civic' } })).statusCode).toBe(401);
  });

  it('adds a vehicle with the data’s spelling, and lists it with meta.count', async () => {
    const response = await create(alice, { year: 2018, make: 'chevrolet', model: 'MALIBU', sub_model: 'lt', engine: '1.5l i4 turbo', mileage: 42000, vin: withCheckDigit('1G1ZD5ST0JF000000') });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    const created = response.json().data;
    expect(created).toMatchObject({
      type: 'owned_vehicles',
      attributes: { year: 2018, make: 'Chevrolet', model: 'Malibu', sub_model: 'LT', engine: '1.5L I4 Turbo', mileage: 42000 },
    });
    const list = await app.inject({ url: '/api/v3/users/vehicles', headers: as(alice) });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.count).toBe(1);
    expect(list.json().data[0].id).toBe(created.id);
    const [row] = await db.select().from(ownedVehicles).where(eq(ownedVehicles.id, created.id));
    expect(row).toMatchObject({ userId: alice.id, make: 'Chevrolet', mileage: 42000 });
  });

  it('keeps the list per user and shows every change at once: added, edited, removed (ADR 067)', async () => {
    const list = async () => (await app.inject({ url: '/api/v3/users/vehicles', headers: as(alice) })).json();
    const before = (await list()).meta.count;
    const added = (await create(alice, { year: 2019, make: 'Honda', model: 'Accord', mileage: 10_000 })).json().data;
    expect((await list()).meta.count).toBe(before + 1);
    // Kept: the same bytes and tag come back (a second read of the same list).
    const first = await app.inject({ url: '/api/v3/users/vehicles', headers: as(alice) });
    const again = await app.inject({ url: '/api/v3/users/vehicles', headers: { ...as(alice), 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    await app.inject({ method: 'PATCH', url: `/api/v3/owned_vehicles/${added.id}`, headers: as(alice), payload: { mileage: 12_345 } });
    const edited = (await list()).data.find((vehicle: { id: string }) => vehicle.id === added.id);
    expect(edited.attributes.mileage).toBe(12_345);
    expect((await app.inject({ method: 'DELETE', url: `/api/v3/owned_vehicles/${added.id}`, headers: as(alice) })).statusCode).toBe(204);
    expect((await list()).meta.count).toBe(before);
    // Another user's list is their own.
    expect((await app.inject({ url: '/api/v3/users/vehicles', headers: as(bob) })).json().data.map((vehicle: { id: string }) => vehicle.id)).not.toContain(added.id);
  });

  it('validates against the vehicle data, mileage and VIN with human messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ year: 1990, make: 'Honda', model: 'Civic' }, 'We have no vehicles for 1990.'],
      [{ year: 2018, make: 'Yugo', model: 'GV' }, 'We have no Yugo vehicles for 2018.'],
      [{ year: 2018, make: 'Honda', model: 'Model T' }, 'We have no 2018 Honda Model T.'],
      [{ year: 2018, make: 'Honda', model: 'Civic', sub_model: 'Rocket' }, 'We have no Rocket trim of the 2018 Honda Civic.'],
      [{ year: 2018, make: 'Chevrolet', model: 'Malibu', sub_model: 'LT', engine: '8.0L W16' }, 'We have no 8.0L W16 engine for this vehicle.'],
      [{ year: 2018, make: 'Honda', model: 'Civic', mileage: -1 }, 'Mileage must be a whole number from 0 to 999,999.'],
      [{ year: 2018, make: 'Honda', model: 'Civic', mileage: 1_000_000 }, 'Mileage must be a whole number from 0 to 999,999.'],
      [{ year: 2018, make: 'Honda', model: 'Civic', mileage: 12.5 }, 'Mileage must be a whole number from 0 to 999,999.'],
      [{ year: 2018, make: 'Honda', model: 'Civic', vin: 'WVWZZZ1JZ3W386752' }, 'This VIN is not valid: please check it for typos.'],
      [{ year: 2018, make: '', model: 'Civic' }, 'Make is required.'],
    ];
    for (const [payload, detail] of cases) {
      const response = await create(alice, payload);
      expect(response.statusCode, detail).toBe(422);
      expect(response.json().errors.map((error: { detail: string }) => error.detail)).toContain(detail);
    }
  });

  it('refuses the same VIN twice for one user', async () => {
    const response = await create(alice, { year: 2018, make: 'Chevrolet', model: 'Malibu', vin: withCheckDigit('1G1ZD5ST0JF000000') });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'vin_taken',
      detail: 'You have already added a vehicle with this VIN.',
      source: { pointer: '/vin' },
    });
  });

  it('updates with PATCH (some fields) and PUT (all), dropping a trim that no longer fits', async () => {
    const created = (await create(alice, { year: 2016, make: 'Honda', model: 'Civic', mileage: 10 })).json().data;
    const patched = await app.inject({ method: 'PATCH', url: `/api/v3/owned_vehicles/${created.id}`, headers: as(alice), payload: { mileage: 15000 } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.attributes).toMatchObject({ year: 2016, model: 'Civic', mileage: 15000 });
    const put = await app.inject({ method: 'PUT', url: `/api/v3/owned_vehicles/${created.id}`, headers: as(alice), payload: { year: 2017, make: 'Honda', model: 'Accord' } });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.attributes).toMatchObject({ year: 2017, model: 'Accord', sub_model: null, mileage: null });
    const bad = await app.inject({ method: 'PATCH', url: `/api/v3/owned_vehicles/${created.id}`, headers: as(alice), payload: { model: 'Nope' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      { status: '422', code: 'vehicle_unknown', title: 'Validation failed', detail: 'We have no 2017 Honda Nope.', source: { pointer: '/model' } },
    ]);
  });

  it('refuses a VIN that belongs to another vehicle, on create and on update, naming the vehicle it is', async () => {
    const accordVin = '1HGCM82633A004352'; // a 2003 Honda Accord
    const message = 'This VIN belongs to a 2003 Honda Accord. Check the VIN, or choose the vehicle it belongs to.';
    const refused = await create(alice, { year: 2020, make: 'Toyota', model: 'Camry', vin: accordVin });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { status: '422', code: 'vin_mismatch', title: 'Validation failed', detail: message, source: { pointer: '/vin' } },
    ]);

    const camry = (await create(alice, { year: 2020, make: 'Toyota', model: 'Camry' })).json().data;
    const patched = await app.inject({ method: 'PATCH', url: `/api/v3/owned_vehicles/${camry.id}`, headers: as(alice), payload: { vin: accordVin } });
    expect(patched.statusCode).toBe(422);
    expect(patched.json().errors[0]).toMatchObject({ code: 'vin_mismatch', detail: message });

    // The VIN's own vehicle takes it; moving that vehicle to another year then contradicts the VIN it keeps.
    const accord = await create(alice, { year: 2003, make: 'honda', model: 'accord', vin: accordVin });
    expect(accord.statusCode).toBe(201);
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/v3/owned_vehicles/${accord.json().data.id}`,
      headers: as(alice),
      payload: { year: 2004 },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors[0]).toMatchObject({ code: 'vin_mismatch', source: { pointer: '/vin' } });
  });

  it("answers 404, not 403, for another user's vehicle, and leaves it alone", async () => {
    const mine = (await create(alice, { year: 2020, make: 'Toyota', model: 'Camry' })).json().data;
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: `/api/v3/owned_vehicles/${mine.id}`,
        headers: as(bob),
        ...(method === 'DELETE' ? {} : { payload: { year: 2020, make: 'Toyota', model: 'Corolla' } }),
      });
      expect(response.statusCode, method).toBe(404);
      expect(response.json().errors[0].detail).toBe('Vehicle not found.');
    }
    expect((await app.inject({ url: '/api/v3/users/vehicles', headers: as(bob) })).json().meta.count).toBe(0);
    const [row] = await db.select().from(ownedVehicles).where(eq(ownedVehicles.id, mine.id));
    expect(row?.model).toBe('Camry');
  });

  it('deletes the user’s own vehicle; a malformed id is a 404 too', async () => {
    const mine = (await create(alice, { year: 2020, make: 'Toyota', model: 'RAV4' })).json().data;
    const deleted = await app.inject({ method: 'DELETE', url: `/api/v3/owned_vehicles/${mine.id}`, headers: as(alice) });
    expect(deleted.statusCode).toBe(204);
    expect(await db.select().from(ownedVehicles).where(eq(ownedVehicles.id, mine.id))).toEqual([]);
    const again = await app.inject({ method: 'DELETE', url: `/api/v3/owned_vehicles/${mine.id}`, headers: as(alice) });
    expect(again.statusCode).toBe(404);
    const malformed = await app.inject({ method: 'DELETE', url: '/api/v3/owned_vehicles/42', headers: as(alice) });
    expect(malformed.statusCode).toBe(404);
  });
});
