import { JsonApiErrorDocument, jsonApiDocument, jsonApiListDocument } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser } from '../../test/factories.ts';
import { build } from '../../test/index.ts';
import { jsonApiList, jsonApiMeta, jsonApiResource, jsonNestsDeeperThan, MAX_JSON_DEPTH } from './jsonapi.ts';

const vehicle = {
  id: 42,
  ownedVehicleName: 'Blue one',
  address_1: '1 Main St',
  engineDetails: { fuelType: 'gas', cylinderCount: 4 },
  serviceHistory: [{ serviceName: 'Oil change', priceInCents: 4999 }],
};

describe('JSON:API serialisation of the main API', () => {
  it('writes a resource with a string id, its type and snake_case attributes, deeply', async () => {
    const document = await jsonApiResource('owned_vehicles', vehicle);
    // As it goes on the wire.
    expect(JSON.parse(JSON.stringify(document))).toEqual({
      data: {
        type: 'owned_vehicles',
        id: '42',
        attributes: {
          owned_vehicle_name: 'Blue one',
          address_1: '1 Main St',
          engine_details: { fuel_type: 'gas', cylinder_count: 4 },
          service_history: [{ service_name: 'Oil change', price_in_cents: 4999 }],
        },
      },
    });
    // The shape the contracts describe for a single resource.
    expect(() => jsonApiDocument('owned_vehicles', z.object({ owned_vehicle_name: z.string() })).parse(document)).not.toThrow();
  });

  it('snake_cases meta of a single resource', async () => {
    const document = await jsonApiResource('users', { id: 'u1', firstName: 'Ada' }, { tokenExpiresIn: 900 });
    expect(document).toMatchObject({ data: { id: 'u1', attributes: { first_name: 'Ada' } }, meta: { token_expires_in: 900 } });
  });

  it('writes a list with meta.count: the total, not the page length', async () => {
    const document = await jsonApiList('owned_vehicles', [vehicle, { ...vehicle, id: 43 }], 17, { perPage: 2 });
    expect(document.meta).toEqual({ count: 17, per_page: 2 });
    expect((document.data as { id: string }[]).map((r) => r.id)).toEqual(['42', '43']);
    expect(() => jsonApiListDocument('owned_vehicles', z.object({ address_1: z.string() })).parse(document)).not.toThrow();
  });

  it('writes a document of meta alone, snake_cased', () => {
    expect(jsonApiMeta({ hasPassword: true, email: 'a@b.co' })).toEqual({ meta: { has_password: true, email: 'a@b.co' } });
  });

  it('counts the resources when no total is given, and writes an empty list', async () => {
    expect((await jsonApiList('owned_vehicles', [vehicle])).meta).toEqual({ count: 1 });
    expect(await jsonApiList('owned_vehicles', [])).toMatchObject({ data: [], meta: { count: 0 } });
  });
});

describe('JSON:API error documents', async () => {
  const { app } = await build();

  it('carry status, code, title and the human detail', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/nothing-here' });
    const document = JsonApiErrorDocument.parse(response.json());
    expect(document.errors[0]).toEqual({
      status: '404',
      code: 'not_found',
      title: 'Not found',
      detail: 'No route for GET /api/v3/nothing-here.',
    });
  });
});

describe('the media type of every main-API reply', async () => {
  const { app } = await build();
  const alex = await createUser(app);
  type Operation = {
    operationId: string;
    security?: Record<string, string[]>[];
    requestBody?: unknown;
    responses?: Record<string, { content?: Record<string, unknown> }>;
  };
  const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<
    string,
    Record<string, Operation>
  >;
  // Dummy but well-formed values: each call reaches its handler or its own validation, not the router's 404.
  const PARAMS: Record<string, string> = { id: '00000000-0000-4000-8000-000000000000', promoSlug: 'nobody-here' };
  const calls = Object.entries(paths)
    .filter(([path]) => /^\/api\/v\d+\//.test(path))
    .flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) => {
        const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => PARAMS[name] ?? 'x');
        const call = { name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), url, body: operation.requestBody ? {} : undefined };
        // A stream opened by a signed-in user stays open (its media type is text/event-stream): asked as a guest only.
        const stream = Boolean(operation.responses?.['200']?.content?.['text/event-stream']);
        const signedIn = !stream && operation.security?.some((scheme) => 'bearerAuth' in scheme);
        return [
          { ...call, as: 'a guest', headers: {} },
          ...(signedIn ? [{ ...call, as: 'a signed-in user', headers: alex.headers }] : []),
        ];
      }),
    );
  const unknown = ['/api/v3/nothing-here', '/api/v4/nothing-here'].map((url) => ({
    name: `GET ${url}`,
    method: 'GET',
    url,
    body: undefined,
    as: 'a guest',
    headers: {},
  }));
  const statuses = new Set<number>();

  it.each([...calls, ...unknown])('$name as $as answers application/vnd.api+json', async ({ method, url, body, headers }) => {
    const response = await app.inject({ method: method as never, url, headers, ...(body ? { payload: body } : {}) });
    statuses.add(response.statusCode);
    if (response.statusCode === 204) {
      // No body, so no type (RFC 9110 §8.3; Fastify removes it).
      expect(response.body).toBe('');
      expect(response.headers['content-type']).toBeUndefined();
    } else {
      expect(response.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
    }
  });

  it('walked every main-API route, and saw successes and failures', () => {
    expect(calls.length).toBeGreaterThanOrEqual(30);
    expect([...statuses]).toEqual(expect.arrayContaining([200, 204, 401, 404, 422]));
  });
});

describe('deeply nested bodies', async () => {
  const { app } = await build();
  const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

  it.each([
    ['the main API, before any sign-in check', 'PUT', '/api/v3/users/profile', 'application/vnd.api+json'],
    ['a plain namespace', 'POST', '/api/assistant/services', 'application/json'],
  ] as const)('answers a 10 000-level body on %s with a 400 and a sentence', async (_where, method, url, type) => {
    const response = await app.inject({ method, url, payload: nested(10_000), headers: { 'content-type': type } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('The request body is nested too deeply.');
  });

  it('reads a body nested as deep as a request may be, and strings holding brackets', async () => {
    expect(jsonNestsDeeperThan(nested(32), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestsDeeperThan(nested(33), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ note: '{{{{[[[[\\"'.repeat(20) }), 2)).toBe(false);
  });
});
