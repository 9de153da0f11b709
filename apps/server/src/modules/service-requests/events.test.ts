import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { serviceRequestMessages, STREAMS_PER_USER } from '@pitstop/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { createMarket, createOwnedVehicle, insertShopBid, seedTestCatalog } from '../../../test/market.ts';
import { eventReader, listening } from '../../../test/sse.ts';
import { offers } from '../../db/schema/index.ts';
import { ServiceRequestEventHub } from './event-hub.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */


async function marketWithRequest(app: FastifyInstance) {
  await seedTestCatalog(app);
  const market = await createMarket(app, {
    locations: [
      { zipcode: '78701', laborRateCents: 12_000 },
      { zipcode: '78702', laborRateCents: 13_000 },
      { zipcode: '78758', laborRateCents: 9_000 },
    ],
  });
  const owner = await createUser(app, { email: `owner-${randomUUID()}@example.com` });
  const vehicle = await createOwnedVehicle(app, owner.user.id, { year: 2015, make: 'Toyota', model: 'Camry' });
  const brakes = (await app.catalog.get()).bySlug.get('brake-pads-replacement')!;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v3/service_requests',
    headers: owner.headers,
    payload: {
      services: [{ service_id: brakes.id }],
      owned_vehicle_id: vehicle.id,
      zipcode: '78701',
      request_form_token: randomUUID(),
    },
  });
  expect(response.statusCode).toBe(201);
  return { market, owner, brakes, requestId: response.json().data.id as string };
}

describe('GET /api/v3/service_requests/{id}/events', async () => {
  const { app, database } = await build();
  const db = database.db;
  let base = '';
  let owner: CreatedUser;
  let stranger: CreatedUser;
  let requestId = '';
  let setup: Awaited<ReturnType<typeof marketWithRequest>>;

  beforeAll(async () => {
    setup = await marketWithRequest(app);
    ({ owner, requestId } = setup);
    stranger = await createUser(app, { email: 'stranger@example.com' });
    base = await listening(app);
  });

  const open = (user: CreatedUser | null, id = requestId, signal?: AbortSignal) =>
    fetch(`${base}/api/v3/service_requests/${id}/events`, {
      headers: { ...(user?.headers ?? {}), accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
      signal,
    });

  it('streams a shop’s bid saved by another transaction, its withdrawal, and the request’s new status', async () => {
    const controller = new AbortController();
    const response = await open(owner, requestId, controller.signal);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    // Never compressed, though the client takes gzip and br: a compressor would hold the events back.
    expect(response.headers.get('content-encoding')).toBeNull();
    const events = eventReader(response.body!);
    expect(await events.next()).toBe('retry: 3000');
    await vi.waitFor(() => expect(app.serviceRequestEvents.openStreams).toBe(1));

    // A shop bids (as the shop portal does): offer, lines and signal in one transaction of its own.
    const location = setup.market.locations[2]!;
    const bidId = await insertShopBid(app, setup.brakes.id, { requestId, locationId: location.id, distanceMiles: 8.5, answerSeconds: 900 });
    const offer = await events.nextEvent();
    expect(offer).toMatchObject({
      type: 'offer',
      data: {
        type: 'offer',
        offer: {
          id: bidId,
          service_request_id: requestId,
          source: 'shop',
          total_cents: 9_330,
          rank: expect.any(Number),
          rank_reason: expect.any(String),
          line_items: [expect.objectContaining({ total_cents: 9_330 })],
          location: { id: location.id, median_answer_minutes: 15 },
          fair_price: expect.objectContaining({ position: expect.any(String) }),
        },
      },
    });
    // The same serialiser as GET: the offer reads the same in the stream and in the list.
    const listed = (await app.inject({ url: `/api/v3/service_requests/${requestId}/offers`, headers: owner.headers })).json();
    const same = listed.data.find((item: any) => item.id === bidId);
    expect({ id: same.id, ...same.attributes }).toEqual(offer!.data.offer);
    // The shop's bid takes its instant estimate's place (ADR 041): the shop shows once, and the event ranks every
    // offer shown as GET does, so no two say "Lowest price".
    const placesOf = (data: any[]) => data.map((item: any) => ({ offer_id: item.id, rank: item.attributes.rank, rank_reason: item.attributes.rank_reason }));
    expect(listed.data.filter((item: any) => item.attributes.location.id === location.id).map((item: any) => item.id)).toEqual([bidId]);
    expect(listed.data).toHaveLength(3);
    expect(offer!.data.shown).toEqual(placesOf(listed.data));
    expect(offer!.data.shown.map((place: any) => place.rank)).toEqual([1, 2, 3]);
    expect(offer!.data.shown.filter((place: any) => place.rank_reason.startsWith('Lowest price'))).toHaveLength(1);

    // A signal rolled back with its transaction is never heard.
    await db
      .transaction(async (tx) => {
        await app.events.emit(tx, { type: 'service_request.offer_withdrawn', requestId, offerId: randomUUID() });
        throw new Error('rolled back');
      })
      .catch(() => {});
    await db.transaction(async (tx) => {
      await tx.update(offers).set({ status: 'withdrawn' }).where(eq(offers.id, bidId));
      await app.events.emit(tx, { type: 'service_request.offer_withdrawn', requestId, offerId: bidId });
    });
    // Withdrawn, the bid leaves and the shop's instant estimate is shown again, ranked among the others.
    const withdrawnEvent = await events.nextEvent();
    const afterWithdrawal = (await app.inject({ url: `/api/v3/service_requests/${requestId}/offers`, headers: owner.headers })).json();
    expect(afterWithdrawal.data.map((item: any) => item.attributes.source)).toEqual(['autoquote', 'autoquote', 'autoquote']);
    expect(withdrawnEvent).toEqual({ type: 'offer_withdrawn', data: { type: 'offer_withdrawn', offer_id: bidId, shown: placesOf(afterWithdrawal.data) } });

    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/api/v3/service_requests/${requestId}?reason_withdrawn=found_another_shop`,
      headers: owner.headers,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await events.nextEvent()).toEqual({ type: 'status', data: { type: 'status', status: 'withdrawn' } });

    // The browser leaves: its stream, and this process's hold on it, end.
    controller.abort();
    await events.cancel();
    await vi.waitFor(() => expect(app.serviceRequestEvents.openStreams).toBe(0));
  });

  it('never reads a kept copy older than a shop’s bid or its withdrawal saved by another transaction, as on another node', async () => {
    const vehicle = await createOwnedVehicle(app, owner.user.id, { year: 2012, make: 'Honda', model: 'Civic' });
    const posted = await app.inject({
      method: 'POST',
      url: '/api/v3/service_requests',
      headers: owner.headers,
      payload: { services: [{ service_id: setup.brakes.id }], owned_vehicle_id: vehicle.id, zipcode: '78701', request_form_token: randomUUID() },
    });
    expect(posted.statusCode).toBe(201);
    const id = posted.json().data.id as string;
    const read = async () => {
      const response = await app.inject({ url: `/api/v3/users/service_requests/${id}`, headers: owner.headers });
      expect(response.statusCode).toBe(200);
      return (response.json().data.attributes.offers as any[]).map((offer) => offer.id);
    };
    const autoquotes = await read();
    expect(autoquotes).toHaveLength(3);
    // Read twice: the second answer is this process's kept copy.
    expect(await read()).toEqual(autoquotes);
    const controller = new AbortController();
    const response = await fetch(`${base}/api/v3/service_requests/${id}/events`, { headers: owner.headers, signal: controller.signal });
    const events = eventReader(response.body!);
    expect(await events.next()).toBe('retry: 3000');
    await vi.waitFor(() => expect(app.serviceRequestEvents.openStreams).toBe(1));

    // Another node's shop bids: none of this process's code runs but its LISTEN.
    const bidId = await insertShopBid(app, setup.brakes.id, { requestId: id, locationId: setup.market.locations[0]!.id, distanceMiles: 0.4, answerSeconds: 300 });
    // Once the open page has heard of the bid, so has the kept copy: the bid in place of that shop's instant estimate.
    expect((await events.nextEvent())?.type).toBe('offer');
    const [replaced] = await db.select({ id: offers.id }).from(offers).where(and(eq(offers.serviceRequestId, id), eq(offers.locationId, setup.market.locations[0]!.id), eq(offers.source, 'autoquote')));
    expect((await read()).sort()).toEqual([...autoquotes.filter((offerId) => offerId !== replaced!.id), bidId].sort());

    await db.transaction(async (tx) => {
      await tx.update(offers).set({ status: 'withdrawn' }).where(eq(offers.id, bidId));
      await app.events.emit(tx, { type: 'service_request.offer_withdrawn', requestId: id, offerId: bidId });
    });
    expect((await events.nextEvent())?.type).toBe('offer_withdrawn');
    expect(await read()).toEqual(autoquotes);
    controller.abort();
    await events.cancel();
    await vi.waitFor(() => expect(app.serviceRequestEvents.openStreams).toBe(0));
  });

  it('answers 404 for another user’s request before any stream starts, and 401 without a user', async () => {
    const response = await open(stranger);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/vnd.api+json');
    expect(((await response.json()) as any).errors[0]).toMatchObject({ code: 'not_found', detail: 'Service request not found.' });
    for (const id of [randomUUID(), 'not-an-id']) {
      const unknown = await open(owner, id);
      expect(unknown.status, id).toBe(404);
      await unknown.body?.cancel();
    }
    const anonymous = await open(null);
    expect(anonymous.status).toBe(401);
    await anonymous.body?.cancel();
    expect(app.serviceRequestEvents.openStreams).toBe(0);
  });

  /** A user signed in with a password (so a second sign-in and a password change work), with a request of their own. */
  async function signedInWithRequest(email: string) {
    const user = await createUser(app, { email, password: 'stream-pass-1' });
    const vehicle = await createOwnedVehicle(app, user.user.id, { year: 2014, make: 'Toyota', model: 'Corolla' });
    const posted = await app.inject({
      method: 'POST',
      url: '/api/v3/service_requests',
      headers: user.headers,
      payload: { services: [{ service_id: setup.brakes.id }], owned_vehicle_id: vehicle.id, zipcode: '78701', request_form_token: randomUUID() },
    });
    expect(posted.statusCode).toBe(201);
    return { user, requestId: posted.json().data.id as string };
  }
  const signIn = async (email: string) => {
    const response = await app.inject({ method: 'POST', url: '/api/v3/sessions', payload: { email, password: 'stream-pass-1' } });
    expect(response.statusCode).toBe(200);
    return { authorization: `Bearer ${response.json().meta.access_token}` };
  };
  const openWith = (headers: Record<string, string>, id: string, signal?: AbortSignal) =>
    fetch(`${base}/api/v3/service_requests/${id}/events`, { headers: { ...headers, accept: 'text/event-stream' }, signal });
  /** The stream's next block, or 'still open' when nothing came (not even its end) within `ms`. */
  const within = (events: ReturnType<typeof eventReader>, ms: number) =>
    Promise.race([events.next(), new Promise<string>((resolve) => setTimeout(() => resolve('still open'), ms))]);

  it('ends a stream within seconds once its session signs out, and leaves the same user’s other session streaming', async () => {
    const { user, requestId: id } = await signedInWithRequest('stream-signout@example.com');
    const laptop = eventReader((await openWith(user.headers, id)).body!);
    const phoneHeaders = await signIn('stream-signout@example.com');
    const phone = eventReader((await openWith(phoneHeaders, id)).body!);
    expect(await laptop.next()).toBe('retry: 3000');
    expect(await phone.next()).toBe('retry: 3000');

    expect((await app.inject({ method: 'DELETE', url: '/api/v3/sessions', headers: user.headers })).statusCode).toBe(204);
    expect(await within(laptop, 6_000)).toBeNull();
    // The phone's session lives on: its stream still carries the request's events.
    await db.transaction((tx) => app.events.emit(tx, { type: 'service_request.status', requestId: id }));
    expect(await within(phone, 6_000)).toBe('event: status\ndata: {"type":"status","status":"open"}');
    expect((await app.inject({ method: 'DELETE', url: '/api/v3/sessions', headers: phoneHeaders })).statusCode).toBe(204);
    expect(await within(phone, 6_000)).toBeNull();
    expect(app.serviceRequestEvents.openStreams).toBe(0);
  });

  it('ends the streams of every other session when the password changes', async () => {
    const { user, requestId: id } = await signedInWithRequest('stream-password@example.com');
    const other = eventReader((await openWith(await signIn('stream-password@example.com'), id)).body!);
    expect(await other.next()).toBe('retry: 3000');
    const changed = await app.inject({
      method: 'POST',
      url: '/api/v3/users/password',
      headers: user.headers,
      payload: { current_password: 'stream-pass-1', password: 'stream-pass-2' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await within(other, 6_000)).toBeNull();
    await vi.waitFor(() => expect(app.serviceRequestEvents.openStreams).toBe(0));
  });

  it(`refuses a user’s stream beyond ${STREAMS_PER_USER} open on this server with 429 and a sentence, and takes one again once one closes`, async () => {
    const { user, requestId: id } = await signedInWithRequest('stream-cap@example.com');
    const controllers = Array.from({ length: STREAMS_PER_USER }, () => new AbortController());
    const readers = [];
    for (const controller of controllers) {
      const response = await openWith(user.headers, id, controller.signal);
      expect(response.status).toBe(200);
      const reader = eventReader(response.body!);
      expect(await reader.next()).toBe('retry: 3000');
      readers.push(reader);
    }
    const refused = await openWith(user.headers, id);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/vnd.api+json');
    expect(((await refused.json()) as any).errors[0]).toMatchObject({ code: 'too_many_streams', detail: serviceRequestMessages.tooManyStreams });
    // Someone else is not counted against this user.
    const leaveOthers = new AbortController();
    const others = await openWith(owner.headers, requestId, leaveOthers.signal);
    expect(others.status).toBe(200);
    const othersEvents = eventReader(others.body!);
    expect(await othersEvents.next()).toBe('retry: 3000');
    leaveOthers.abort();
    await othersEvents.cancel();

    controllers[0]!.abort();
    await readers[0]!.cancel();
    await vi.waitFor(() => expect(app.serviceRequestEvents.openStreams).toBe(STREAMS_PER_USER - 1));
    const leaveAgain = new AbortController();
    const again = await openWith(user.headers, id, leaveAgain.signal);
    expect(again.status).toBe(200);
    const againEvents = eventReader(again.body!);
    expect(await againEvents.next()).toBe('retry: 3000');
    leaveAgain.abort();
    await againEvents.cancel();
    for (const [index, controller] of controllers.entries()) {
      controller.abort();
      await readers[index]!.cancel();
    }
    await vi.waitFor(() => expect(app.serviceRequestEvents.openStreams).toBe(0));
    // Every stream is gone; the test's client leaves sockets that never carried a request (no bytes read), which
    // would hold the server's close for its headers timeout.
    app.server.closeAllConnections();
  });
});

describe('the event streams when the server closes', async () => {
  const { app } = await build();

  it('ends every open stream, so the server stops without waiting for browsers', async () => {
    const { owner, requestId } = await marketWithRequest(app);
    const base = await listening(app);
    const response = await fetch(`${base}/api/v3/service_requests/${requestId}/events`, { headers: owner.headers });
    const events = eventReader(response.body!);
    expect(await events.next()).toBe('retry: 3000');
    await app.close();
    expect(await events.next()).toBeNull();
    expect(app.serviceRequestEvents.openStreams).toBe(0);
  });
});

describe('the event hub', () => {
  const log = { error: vi.fn() } as never;

  it('keeps an idle stream alive with a comment, and stops its timer with the last stream', async () => {
    const hub = new ServiceRequestEventHub({} as never, log, { liveSessions: async () => new Set(), keepAliveMs: 10, sessionCheckMs: 60_000 });
    const stream = new PassThrough();
    const written: string[] = [];
    stream.on('data', (chunk: Buffer) => written.push(chunk.toString()));
    const close = hub.open('request', stream, { userId: 'user', sessionId: 'session' });
    await vi.waitFor(() => expect(written).toContain(': keep-alive\n\n'));
    expect(written[0]).toBe('retry: 3000\n\n');
    close();
    close();
    expect(hub.openStreams).toBe(0);
    expect(stream.writableEnded).toBe(true);
    expect((hub as any).keepAlive).toBeUndefined();
  });

  it('ignores signals for requests nobody here watches', () => {
    const db = { select: vi.fn() };
    const hub = new ServiceRequestEventHub(db as never, log, { liveSessions: async () => new Set() });
    hub.dispatch({ requestId: 'elsewhere', type: 'service_request.status' });
    expect(db.select).not.toHaveBeenCalled();
  });
});
