import { SEARCH_QUERY_MAX, searchMessages } from '@pitstop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { openRequest, shopsWithStaff } from '../../../test/market.ts';
import { ownedVehicles } from '../../db/schema/index.ts';
import { containsPattern, excerpt } from './like-pattern.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

const MONDAY = new Date('2026-11-30T15:00:00Z');

interface Found {
  id: string;
  kind: string;
  title: string;
  subtitle: string;
  path: string;
}

/** Global search (docs/product/search.md, ADR 066): GET /api/v3/users/search?q=. */
describe('search', async () => {
  const { app } = await build();
  app.clock.set!(MONDAY);
  const { alice, bob } = await shopsWithStaff(app, 'search');

  const call = (user: CreatedUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const search = (user: CreatedUser | null, q: string) => call(user, 'GET', `/api/v3/users/search?${new URLSearchParams({ q })}`);
  const found = async (user: CreatedUser, q: string): Promise<Found[]> => {
    const reply = await search(user, q);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toContain('application/vnd.api+json');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const document = reply.json();
    expect(document.meta).toEqual({ count: document.data.length, query: q.trim() });
    return document.data.map((item: any) => ({ id: item.id, kind: item.attributes.kind, title: item.attributes.title, subtitle: item.attributes.subtitle, path: item.attributes.path }));
  };
  const ofKind = async (user: CreatedUser, q: string, kind: string) => (await found(user, q)).filter((item) => item.kind === kind);
  const write = async (user: CreatedUser, payload: object) => {
    const reply = await call(user, 'POST', '/api/v3/messages', payload);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data.attributes.thread_id as string;
  };

  let aliceRequest: { requestId: string; offers: Array<{ id: string; locationId: string }> };
  let aliceThread: string;
  let aliceSupport: string;
  let bobRequest: { requestId: string };
  let bobDallas: { requestId: string; offers: Array<{ id: string; locationId: string }> };
  beforeAll(async () => {
    aliceRequest = await openRequest(app, alice);
    aliceThread = await write(alice, {
      body: 'Tyres are 50% worn, tread_depth low, see C:\\photos\\tyre.jpg',
      reference_id: aliceRequest.requestId,
      reference_type: 'service_request',
    });
    aliceSupport = await write(alice, { body: 'How do rewards work?', reference_type: 'support', recipient_type: 'support' });
    await app.database.db.insert(ownedVehicles).values({ userId: alice.user.id, year: 2019, make: 'Subaru', model: 'Outback', subModel: 'Limited', vin: '4S4BSANC5K3012345', mileage: 41_000 });
    bobRequest = await openRequest(app, bob);
    bobDallas = await openRequest(app, bob, { zipcode: '75201' });
    await write(bob, { body: 'Bob’s private note about the brakes', reference_id: bobRequest.requestId, reference_type: 'service_request' });
    await app.database.db.insert(ownedVehicles).values({ userId: bob.user.id, year: 2012, make: 'Ford', model: 'Focus', vin: '1FADP3F20CL000001' });
  });

  it('finds the user’s requests by a service’s name, the car, the status and a shop that priced it', async () => {
    const expected = {
      id: aliceRequest.requestId,
      kind: 'service_request',
      title: 'Oil Change',
      subtitle: '2016 Honda Civic · Open',
      path: `/service-request/${aliceRequest.requestId}/offer`,
    };
    expect(await ofKind(alice, 'oil chan', 'service_request')).toEqual([expected]);
    expect(await ofKind(alice, 'HONDA civic', 'service_request')).toEqual([expected]);
    expect(await ofKind(alice, 'open', 'service_request')).toEqual([expected]);
    expect(await ofKind(alice, 'Test Garage', 'service_request')).toEqual([expected]);
    expect(await ofKind(alice, 'completed', 'service_request')).toEqual([]);
  });

  it('finds the user’s vehicles by year, make, model and trim, and by VIN', async () => {
    const outback = { kind: 'vehicle', title: '2019 Subaru Outback Limited', subtitle: 'VIN 4S4BSANC5K3012345 · 41,000 miles', path: '/profile/vehicle' };
    expect(await ofKind(alice, 'subaru outback', 'vehicle')).toMatchObject([outback]);
    expect(await ofKind(alice, 'k3012', 'vehicle')).toMatchObject([outback]);
    expect(await ofKind(alice, '2016 honda', 'vehicle')).toMatchObject([{ title: '2016 Honda Civic', subtitle: '60,000 miles' }]);
  });

  it('finds the shops that priced the user’s requests, by name or city, opening the shop’s offer', async () => {
    const offer = aliceRequest.offers[0]!;
    const shops = await ofKind(alice, 'garage co', 'shop');
    expect(shops).toEqual([
      {
        id: offer.locationId,
        kind: 'shop',
        title: expect.stringContaining('Test Garage Co'),
        subtitle: expect.stringMatching(/Main St, Austin, TX$/),
        path: `/service-request/${aliceRequest.requestId}/offer/${offer.id}`,
      },
    ]);
    expect(await ofKind(alice, 'austin', 'shop')).toHaveLength(1);
  });

  it('finds the user’s conversations by a message’s words, the shop’s name and support', async () => {
    const byBody = await ofKind(alice, 'TREAD', 'message_thread');
    expect(byBody).toEqual([
      { id: aliceThread, kind: 'message_thread', title: expect.stringContaining('Test Garage Co'), subtitle: 'Tyres are 50% worn, tread_depth low, see C:\\photos\\tyre.jpg', path: `/messages?thread=${aliceThread}` },
    ]);
    expect((await ofKind(alice, 'Test Garage', 'message_thread')).map((item) => item.id)).toEqual([aliceThread]);
    expect(await ofKind(alice, 'support', 'message_thread')).toMatchObject([{ id: aliceSupport, title: expect.stringMatching(/ support$/), subtitle: 'Support' }]);
    expect((await ofKind(alice, 'rewards work', 'message_thread')).map((item) => item.id)).toEqual([aliceSupport]);
  });

  it('takes %, _ and \\ as written, not as wildcards', async () => {
    // Each would match every message (or fail the query) if it reached LIKE unescaped.
    expect((await found(alice, '%')).map((item) => item.id)).toEqual([aliceThread]);
    expect((await found(alice, '50%')).map((item) => item.id)).toEqual([aliceThread]);
    expect((await found(alice, 'tread_depth')).map((item) => item.id)).toEqual([aliceThread]);
    expect((await found(alice, 'C:\\photos')).map((item) => item.id)).toEqual([aliceThread]);
    expect((await found(alice, '\\')).map((item) => item.id)).toEqual([aliceThread]);
    expect(await found(alice, 'o_l')).toEqual([]);
    expect(await found(alice, 'h%a')).toEqual([]);
    expect(await found(alice, "'; drop table users; --")).toEqual([]);
  });

  it('never finds another user’s requests, vehicles, shops or messages', async () => {
    const aliceIds = new Set([aliceRequest.requestId, aliceThread, aliceSupport]);
    for (const q of ['honda', 'oil', 'garage', 'open', 'a', 'e']) {
      expect((await found(bob, q)).filter((item) => aliceIds.has(item.id))).toEqual([]);
    }
    expect(await found(bob, 'subaru')).toEqual([]);
    expect(await found(bob, 'tread')).toEqual([]);
    expect(await found(alice, 'ford focus')).toEqual([]);
    expect(await found(alice, 'private note')).toEqual([]);
    // Shop Y priced only Bob's Dallas request.
    expect(await found(alice, 'shop y')).toEqual([]);
    expect((await ofKind(bob, 'shop y', 'shop')).map((item) => item.path)).toEqual([`/service-request/${bobDallas.requestId}/offer/${bobDallas.offers[0]!.id}`]);
    // Bob's own are found (his Honda, two requests, newest first).
    expect((await ofKind(bob, 'honda', 'service_request')).map((item) => item.id)).toEqual([bobDallas.requestId, bobRequest.requestId]);
  });

  it('lists kinds in order, at most five of each', async () => {
    const many = await createUser(app, { email: 'many-search@example.com', confirmed: true });
    for (let index = 0; index < 6; index += 1) await openRequest(app, many);
    const results = await found(many, 'honda');
    expect(results.map((item) => item.kind)).toEqual([...Array(5).fill('service_request'), ...Array(5).fill('vehicle')]);
  });

  it('refuses an empty, blank or over-long query with a sentence (422), trims the rest', async () => {
    for (const [url, detail] of [
      ['/api/v3/users/search', searchMessages.queryRequired],
      ['/api/v3/users/search?q=', searchMessages.queryRequired],
      ['/api/v3/users/search?q=%20%20%20', searchMessages.queryRequired],
      [`/api/v3/users/search?q=${'x'.repeat(SEARCH_QUERY_MAX + 1)}`, searchMessages.queryTooLong],
    ] as const) {
      const reply = await call(alice, 'GET', url);
      expect(reply.statusCode, url).toBe(422);
      expect(reply.json().errors[0]).toMatchObject({ code: 'validation_failed', detail, source: { parameter: 'q' } });
    }
    expect(await found(alice, `  ${'x'.repeat(SEARCH_QUERY_MAX)}  `)).toEqual([]);
    expect((await found(alice, '  oil  ')).map((item) => item.kind)).toContain('service_request');
  });

  it('answers 401 to a guest', async () => {
    const reply = await search(null, 'oil');
    expect(reply.statusCode).toBe(401);
  });

  it('the profile says whether the user has requests (the navbar shows the search), at once after the first', async () => {
    const newcomer = await createUser(app, { email: 'newcomer-search@example.com', confirmed: true });
    const hasRequests = async () => (await call(newcomer, 'GET', '/api/v3/users/profile')).json().data.attributes.has_service_requests;
    expect(await hasRequests()).toBe(false);
    await openRequest(app, newcomer);
    expect(await hasRequests()).toBe(true);
  });
});

describe('search patterns', () => {
  it('escapes LIKE’s wildcards and its escape character', () => {
    expect(containsPattern('oil')).toBe('%oil%');
    expect(containsPattern('50%_\\x')).toBe('%50\\%\\_\\\\x%');
  });

  it('shows the part of a long message around the words', () => {
    expect(excerpt('short  text\nhere', 'text')).toBe('short text here');
    const long = `${'a'.repeat(100)} the needle ${'b'.repeat(100)}`;
    const shown = excerpt(long, 'NEEDLE');
    expect(shown).toContain('the needle');
    expect(shown.startsWith('…') && shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(82);
  });
});
