import { DEFAULT_ERROR_TEXT, extractErrorText } from '@pitstop/contracts/common/errors';
import { defineRoutes, endpointOf } from '@pitstop/contracts/common/routes';
import { DEFAULT_RUNTIME_CONFIG } from '@pitstop/contracts/config-defaults';
import { accountsEndpoints, locationsEndpoints, serviceRequestsEndpoints, vehiclesEndpoints } from '@pitstop/contracts/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, type ApiClientDeps, createApiClient } from './api-client';

/** Routes of namespaces and shapes the contracts have no endpoint for yet. */
const testRoutes = defineRoutes('test', {
  listServiceRequests: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/:userId/service_requests',
    summary: 'A paged list',
    params: z.object({ userId: z.string() }),
    query: z.object({ page: z.number(), perPage: z.number(), all: z.boolean(), vin: z.string().optional() }),
    reply: z.object({ data: z.array(z.unknown()), meta: z.object({ count: z.number() }) }),
  },
  getServiceRequest: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/service_requests/:id',
    summary: 'A resource with an included relationship',
    params: z.object({ id: z.string() }),
    reply: z.object({ data: z.object({ id: z.string(), type: z.literal('service_requests'), attributes: z.object({}) }) }),
  },
  subscribe: {
    namespace: 'membership',
    method: 'POST',
    path: '/my-subscriptions',
    summary: 'Plain JSON both ways',
    body: z.object({ programName: z.string(), zipCode: z.string() }),
    reply: z.object({ inMarket: z.boolean() }),
  },
});

const JSONAPI = 'application/vnd.api+json';

interface Call {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

function reply(status: number, body?: unknown, type = status === 204 ? '' : JSONAPI) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, { status, headers: type ? { 'content-type': type } : {} });
}

/** A fetch answering from a queue of handlers, recording every call. */
function fakeServer(...handlers: ((call: Call) => Response | Promise<Response>)[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const call = { url: String(url), init, headers: { ...(init.headers as Record<string, string>) } };
    calls.push(call);
    const handler = handlers.shift();
    if (!handler) throw new Error(`unexpected request ${init.method ?? 'GET'} ${String(url)}`);
    return handler(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function client(fetch: typeof globalThis.fetch, overrides: Partial<ApiClientDeps> = {}) {
  let token: string | null = 'token-1';
  const deps = {
    fetch,
    baseUrls: () => DEFAULT_RUNTIME_CONFIG.api,
    getToken: () => token,
    setToken: vi.fn((next: string | null) => {
      token = next;
    }),
    hasSession: () => token !== null,
    endSession: vi.fn(() => {
      token = null;
    }),
    onRateLimited: vi.fn(),
    ...overrides,
  };
  return { api: createApiClient(deps), deps, token: () => token };
}

/** The accounts API's SessionDocument: the user resource plus `meta.access_token`. */
const refreshWith = (token: string) => () =>
  reply(200, {
    data: { id: '1', type: 'users', attributes: { first_name: 'Ada', email: 'ada@example.com' } },
    meta: { access_token: token, expires_in: 900 },
  });

describe('requests', () => {
  it('sends the main API JSON:API with credentials, the bearer token and snake_case keys', async () => {
    const server = fakeServer(() => reply(200, { data: { id: '7', type: 'users', attributes: { first_name: 'Ada' } } }));
    const { api } = client(server.fetch);

    await api.call(accountsEndpoints.updateProfile, { body: { firstName: 'Ada', phoneNumber: '5551234567', address_1: 'Main St' } });

    const [call] = server.calls;
    expect(call?.url).toBe('/api/v3/users/profile');
    expect(call?.init.method).toBe('PUT');
    expect(call?.init.credentials).toBe('include');
    expect(call?.headers).toMatchObject({
      Accept: JSONAPI,
      'Content-Type': JSONAPI,
      Authorization: 'Bearer token-1',
    });
    expect(JSON.parse(String(call?.init.body))).toEqual({
      first_name: 'Ada',
      phone_number: '5551234567',
      address_1: 'Main St',
    });
  });

  it('converts main-API query keys to snake_case and leaves out empty values', async () => {
    const server = fakeServer(() => reply(200, { data: [], meta: { count: 0 } }));
    const { api } = client(server.fetch);
    await api.call(endpointOf(testRoutes.listServiceRequests), {
      params: { userId: 'u1' },
      query: { page: 2, perPage: 5, all: false, vin: undefined },
    });
    expect(server.calls[0]?.url).toBe('/api/v3/users/u1/service_requests?page=2&per_page=5&all=false');
  });

  it('sends plain JSON, unconverted, to the other namespaces and returns the body as it is', async () => {
    const server = fakeServer(() => reply(200, { inMarket: true }, 'application/json'));
    const { api } = client(server.fetch);

    const body = await api.call(endpointOf(testRoutes.subscribe), {
      body: { programName: 'plus', zipCode: '94103' },
      headers: { 'x-partner-id': 'p1' },
    });

    const [call] = server.calls;
    expect(call?.url).toBe('/api/membership/v1/my-subscriptions');
    expect(call?.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer token-1',
      'x-partner-id': 'p1',
    });
    expect(JSON.parse(String(call?.init.body))).toEqual({ programName: 'plus', zipCode: '94103' });
    expect(body).toEqual({ inMarket: true });
  });

  it('sends no Authorization header without a token', async () => {
    const server = fakeServer(() => reply(200, [], 'application/json'));
    const { api } = client(server.fetch, { getToken: () => null });
    await api.call(locationsEndpoints.searchZipcodes, { query: { term: '941' } });
    expect(server.calls[0]?.url).toBe('/api/turbo/v1/zipcode/search?term=941');
    expect(server.calls[0]?.headers.Authorization).toBeUndefined();
  });
});

describe('JSON:API replies', () => {
  it('are de-serialised (relationships from included) and camelCased', async () => {
    const server = fakeServer(() =>
      reply(200, {
        data: {
          id: 'sr1',
          type: 'service_requests',
          attributes: { metro_id: 'm1', created_at: '2026-01-01T00:00:00Z' },
          relationships: { accepted_offer: { data: { id: 'o1', type: 'offers' } } },
        },
        included: [{ id: 'o1', type: 'offers', attributes: { total_price_in_dollars: 120.5, max_rewards: 3 } }],
      }),
    );
    const { api } = client(server.fetch);
    const { data, meta } = await api.call(endpointOf(testRoutes.getServiceRequest), { params: { id: 'sr1' } });
    expect(data).toEqual({
      id: 'sr1',
      type: 'service_requests',
      metroId: 'm1',
      createdAt: '2026-01-01T00:00:00Z',
      acceptedOffer: { id: 'o1', type: 'offers', totalPriceInDollars: 120.5, maxRewards: 3 },
    });
    expect(meta).toEqual({});
  });

  it('keep meta.count on lists', async () => {
    const server = fakeServer(() =>
      reply(200, {
        data: [
          { id: 'v1', type: 'owned_vehicles', attributes: { year: 2019, make: 'Honda' } },
          { id: 'v2', type: 'owned_vehicles', attributes: { year: 2021, make: 'Ford' } },
        ],
        meta: { count: 12 },
      }),
    );
    const { api } = client(server.fetch);
    const { data, meta } = await api.call(vehiclesEndpoints.listOwnedVehicles);
    expect(data.map((v) => v.make)).toEqual(['Honda', 'Ford']);
    expect(meta.count).toBe(12);
  });

  it('read a document of meta alone as null data and its meta', async () => {
    const server = fakeServer(() => reply(200, { meta: { message: 'We sent a new code.', valid_until: 'soon' } }));
    const { api } = client(server.fetch);
    await expect(api.call(accountsEndpoints.resendConfirmationCode)).resolves.toEqual({
      data: null,
      meta: { message: 'We sent a new code.', validUntil: 'soon' },
    });
  });

  it('answer null for a route without a reply (204)', async () => {
    const server = fakeServer(() => reply(204));
    const { api } = client(server.fetch);
    await expect(api.call(accountsEndpoints.signOut)).resolves.toBeNull();
    expect(server.calls[0]?.init.method).toBe('DELETE');
    expect(server.calls[0]?.url).toBe('/api/v3/sessions');
  });

  it('fill the path params of the route, each encoded as one segment', async () => {
    const server = fakeServer(() => reply(200, ['1.5L I4'], 'application/json'));
    const { api } = client(server.fetch);
    await api.call(vehiclesEndpoints.listStyles, { params: { year: 2020, make: 'Mercedes-Benz', model: 'C 300', subModel: 'Si/Si HPT' } });
    expect(server.calls[0]?.url).toBe('/api/turbo/v1/years/2020/makes/Mercedes-Benz/models/C%20300/sub_models/Si%2FSi%20HPT/styles');
  });
});

describe('a 401', () => {
  it('refreshes the token once (cookie, no bearer) and retries with the new one', async () => {
    const server = fakeServer(
      () => reply(401, { errors: [{ status: '401', code: 'unauthorized', title: 'Unauthorized', detail: 'Expired.' }] }),
      refreshWith('token-2'),
      () => reply(200, { data: { id: 'u1', type: 'users', attributes: { first_name: 'Ada' } } }),
    );
    const { api, deps, token } = client(server.fetch);

    const { data } = await api.call(accountsEndpoints.getProfile);

    expect(data).toEqual({ id: 'u1', type: 'users', firstName: 'Ada' });
    const [, refresh, retry] = server.calls;
    expect(refresh?.url).toBe('/api/v3/sessions/refresh');
    expect(refresh?.init.method).toBe('GET');
    expect(refresh?.init.credentials).toBe('include');
    expect(refresh?.headers.Authorization).toBeUndefined();
    expect(retry?.headers.Authorization).toBe('Bearer token-2');
    expect(token()).toBe('token-2');
    expect(deps.endSession).not.toHaveBeenCalled();
  });

  it('accepts a refresh reply of the form {token}', async () => {
    const server = fakeServer(
      () => reply(401),
      () => reply(200, { token: 'token-3' }, 'application/json'),
      () => reply(200, { data: null }),
    );
    const { api, token } = client(server.fetch);
    await api.call(accountsEndpoints.getProfile);
    expect(token()).toBe('token-3');
    expect(server.calls[2]?.headers.Authorization).toBe('Bearer token-3');
  });

  it('shares one refresh among concurrent requests', async () => {
    let releaseRefresh: (() => void) | undefined;
    const refreshDone = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const server = fakeServer(
      () => reply(401),
      () => reply(401),
      async () => {
        await refreshDone;
        return refreshWith('token-2')();
      },
      () => reply(200, { data: { id: 'a', type: 'x' } }),
      () => reply(200, { data: { id: 'b', type: 'x' } }),
    );
    const { api } = client(server.fetch);

    const first = api.call(endpointOf(testRoutes.getServiceRequest), { params: { id: 'a' } });
    const second = api.call(endpointOf(testRoutes.getServiceRequest), { params: { id: 'b' } });
    await vi.waitFor(() => expect(server.calls).toHaveLength(3));
    releaseRefresh?.();
    const results = await Promise.all([first, second]);

    expect(results.map((r) => r.data.id).sort()).toEqual(['a', 'b']);
    expect(server.calls.filter((c) => c.url.endsWith('/sessions/refresh'))).toHaveLength(1);
    expect(server.calls.slice(3).map((c) => c.headers.Authorization)).toEqual(['Bearer token-2', 'Bearer token-2']);
  });

  it('logs out when the retry is refused again', async () => {
    const server = fakeServer(() => reply(401), refreshWith('token-2'), () => reply(401));
    const { api, deps } = client(server.fetch);

    const error = await api.call(accountsEndpoints.getProfile).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(deps.endSession).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(3);
  });

  it('logs out when the refresh is refused, without retrying', async () => {
    const server = fakeServer(() => reply(401), () => reply(401));
    const { api, deps } = client(server.fetch);

    await expect(api.call(accountsEndpoints.getProfile)).rejects.toMatchObject({ status: 401 });
    expect(deps.endSession).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(2);
  });

  it('does not end a session that does not exist (a guest)', async () => {
    const server = fakeServer(() => reply(401), () => reply(401));
    const { api, deps } = client(server.fetch, { getToken: () => null, hasSession: () => false });
    await expect(api.call(accountsEndpoints.getProfile)).rejects.toMatchObject({ status: 401 });
    expect(deps.endSession).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh cannot reach the server, drops the refused token and says to try later', async () => {
    const server = fakeServer(
      () => reply(401),
      () => {
        throw new TypeError('Failed to fetch');
      },
    );
    const { api, deps, token } = client(server.fetch);
    await expect(api.call(accountsEndpoints.getProfile)).rejects.toMatchObject({
      status: 0,
      message: 'There was an error. Please try again later.',
    });
    expect(deps.endSession).not.toHaveBeenCalled();
    expect(token()).toBeNull();
    expect(server.calls).toHaveLength(2);
  });

  it.each([500, 502, 503])('keeps the session when the refresh answers %i, drops the refused token and says to try later', async (status) => {
    const server = fakeServer(() => reply(401), () => reply(status, { errors: [{ status: String(status), code: 'internal', title: 'Error', detail: 'Stack trace here' }] }));
    const { api, deps, token } = client(server.fetch);
    await expect(api.call(accountsEndpoints.getProfile)).rejects.toMatchObject({
      status,
      message: 'There was an error. Please try again later.',
    });
    expect(deps.endSession).not.toHaveBeenCalled();
    expect(token()).toBeNull();
  });

  it('refreshes again on the next call once the server answers, without a bearer token meanwhile', async () => {
    const server = fakeServer(
      () => reply(401),
      () => reply(503),
      () => reply(401),
      refreshWith('token-2'),
      () => reply(200, { data: { id: '1', type: 'users', attributes: { first_name: 'Ada' } } }),
    );
    const { api, token } = client(server.fetch, { hasSession: () => true });
    await expect(api.call(accountsEndpoints.getProfile)).rejects.toMatchObject({ status: 503 });
    const { data } = await api.call(accountsEndpoints.getProfile);
    expect(data).toMatchObject({ firstName: 'Ada' });
    expect(server.calls.map((c) => c.url)).toEqual([
      '/api/v3/users/profile',
      '/api/v3/sessions/refresh',
      '/api/v3/users/profile',
      '/api/v3/sessions/refresh',
      '/api/v3/users/profile',
    ]);
    expect(server.calls[2]?.headers.Authorization).toBeUndefined();
    expect(server.calls[4]?.headers.Authorization).toBe('Bearer token-2');
    expect(token()).toBe('token-2');
  });

  it('goes to the rate-limit page when the refresh answers 429, keeping the session', async () => {
    const server = fakeServer(() => reply(401), () => reply(429, { message: 'Rate limit exceeded', code: 'rate_limited' }, 'application/json'));
    const { api, deps } = client(server.fetch);
    await expect(api.call(accountsEndpoints.getProfile)).rejects.toMatchObject({ status: 429 });
    expect(deps.onRateLimited).toHaveBeenCalledTimes(1);
    expect(deps.endSession).not.toHaveBeenCalled();
  });

  it('is the answer itself with skipAuthRefresh (signing in with a wrong password)', async () => {
    const server = fakeServer(() =>
      reply(401, { errors: [{ status: '401', code: 'unauthorized', title: 'Unauthorized', detail: 'Wrong email or password.' }] }),
    );
    const { api, deps } = client(server.fetch);
    await expect(
      api.call(accountsEndpoints.signIn, { body: { email: 'a@b.co', password: 'nope' }, skipAuthRefresh: true }),
    ).rejects.toMatchObject({ status: 401, message: 'Wrong email or password.' });
    expect(server.calls).toHaveLength(1);
    expect(deps.endSession).not.toHaveBeenCalled();
  });
});

describe('a 429', () => {
  it('goes to the rate-limit page and rejects', async () => {
    const server = fakeServer(() => reply(429, { message: 'Rate limit exceeded, retry in 1 minute', code: 'rate_limited' }, 'application/json'));
    const { api, deps } = client(server.fetch);
    await expect(api.call(vehiclesEndpoints.listVehicleYears)).rejects.toMatchObject({ status: 429 });
    expect(deps.onRateLimited).toHaveBeenCalledTimes(1);
  });
});

describe('errors', () => {
  const failWith = async (response: Response | (() => never)) => {
    const server = fakeServer(() => (typeof response === 'function' ? response() : response));
    return client(server.fetch)
      .api.call(accountsEndpoints.getProfile)
      .then(
        () => {
          throw new Error('expected the call to fail');
        },
        (e: unknown) => e as ApiError,
      );
  };

  it('carry the status and the response data; the text is the JSON:API detail', async () => {
    const data = { errors: [{ status: '422', code: 'validation_failed', title: 'Validation failed', detail: 'Zipcode is otm' }] };
    const error = await failWith(reply(422, data));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.data).toEqual(data);
    expect(error.message).toBe('Zipcode is otm');
    expect(extractErrorText(error)).toBe('Zipcode is otm');
    expect(error.code).toBe('validation_failed');
  });

  it("read a plain namespace's {message}", async () => {
    const server = fakeServer(() => reply(404, { message: 'No such zip code.', code: 'not_found' }, 'application/json'));
    const error = await client(server.fetch)
      .api.call(locationsEndpoints.getTargetMarket, { query: { zipcode: '00000' } })
      .then(
        () => expect.unreachable(),
        (e: unknown) => e as ApiError,
      );
    expect(extractErrorText(error)).toBe('No such zip code.');
    expect(error.code).toBe('not_found');
    expect(error.errors).toEqual([{ code: 'not_found', detail: 'No such zip code.', pointer: null }]);
  });

  it('never show a proxy error page: the default text instead', async () => {
    const error = await failWith(reply(502, '<html><body>Bad gateway</body></html>', 'text/html'));
    expect(error.status).toBe(502);
    expect(extractErrorText(error)).toBe(DEFAULT_ERROR_TEXT);
  });

  it('have status 0 when the server cannot be reached', async () => {
    const error = await failWith(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(extractErrorText(error)).toBe(DEFAULT_ERROR_TEXT);
  });
});

describe('a stream', () => {
  const events = serviceRequestsEndpoints.streamServiceRequestEvents;
  const stream = (text: string) => new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });

  it('opens with the bearer token and Accept: text/event-stream, and hands over the body unread', async () => {
    const server = fakeServer(() => stream('event: status\ndata: {"status":"open"}\n\n'));
    const body = await client(server.fetch).api.open(events, { params: { id: 'sr-1' } });

    expect(server.calls[0]?.url).toBe('/api/v3/service_requests/sr-1/events');
    expect(server.calls[0]?.headers).toMatchObject({ Accept: 'text/event-stream', Authorization: 'Bearer token-1' });
    expect(await new Response(body).text()).toBe('event: status\ndata: {"status":"open"}\n\n');
  });

  it('refreshes the token once on a 401 and opens again with the new one', async () => {
    const server = fakeServer(() => reply(401, { errors: [{ status: '401', title: 'Unauthorized' }] }), refreshWith('token-2'), () => stream(': open\n\n'));
    await client(server.fetch).api.open(events, { params: { id: 'sr-1' } });
    expect(server.calls[2]?.headers.Authorization).toBe('Bearer token-2');
  });

  it("throws the server's error when it cannot be opened", async () => {
    const server = fakeServer(() =>
      reply(404, { errors: [{ status: '404', code: 'not_found', title: 'Not found', detail: 'Service request not found.' }] }),
    );
    const error = await client(server.fetch)
      .api.open(events, { params: { id: 'sr-x' } })
      .then(
        () => expect.unreachable(),
        (e: unknown) => e as ApiError,
      );
    expect(error.status).toBe(404);
    expect(extractErrorText(error)).toBe('Service request not found.');
  });
});
