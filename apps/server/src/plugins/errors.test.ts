import { gzipSync } from 'node:zlib';
import { Email, FirstName, PageQuery, Phone } from '@pitstop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/index.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

const SignUp = z.object({
  firstName: FirstName,
  email: Email,
  phoneNumber: Phone,
  address_1: z.string().max(10),
  vehicle: z.object({ year: z.number().int() }),
});

/** Routes that fail in each way a real route can, on the main API and on a plain namespace. */
async function routes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const prefix of ['/api/v3/test', '/api/turbo/v1/test']) {
    typed.post(`${prefix}/sign-up`, { schema: { body: SignUp } }, async (request) => ({ ok: request.body.firstName }));
    typed.get(`${prefix}/list`, { schema: { querystring: PageQuery } }, async (request) => request.query);
    typed.get(`${prefix}/taken`, async () => {
      throw new AppError('conflict', 'email has already been taken', {
        pointer: '/email',
        headers: { 'x-reason': 'taken' },
      });
    });
    typed.get(`${prefix}/crash`, async () => {
      throw new Error('connection to postgres://admin:secret@db failed');
    });
    typed.post(`${prefix}/parse-own`, async (request) => SignUp.parse(request.body));
  }
}

const database = await createTestDatabase();
const app = await buildApp(loadConfig({ NODE_ENV: 'test', RATE_LIMIT_MAX: '100000' }), { database });
await app.register(routes);
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});

const validBody = {
  first_name: 'Ada',
  email: 'ada@example.com',
  phone_number: '(555) 123-4567',
  address_1: '1 Main St',
  vehicle: { year: 2020 },
};

describe('the error handler on the main API (JSON:API)', () => {
  it('maps an AppError to its status, code and sentence, with its pointer and headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/test/taken' });
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.headers['x-reason']).toBe('taken');
    expect(response.json()).toEqual({
      errors: [
        {
          status: '409',
          code: 'conflict',
          title: 'Conflict',
          detail: 'email has already been taken',
          source: { pointer: '/email' },
        },
      ],
    });
  });

  it('accepts a valid snake_case body (camelized before validation)', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v3/test/sign-up', payload: validBody });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: 'Ada' });
  });

  it('answers a zod validation error with 422, the spec sentences and snake_case pointers', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/test/sign-up',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify({
        ...validBody,
        first_name: ' ',
        email: 'not-an-email',
        phone_number: '123',
        address_1: 'a'.repeat(11),
        vehicle: { year: 'old' },
      }),
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json() as { errors: { detail: string; source: { pointer: string } }[] };
    expect(errors.map((e) => [e.source.pointer, e.detail])).toEqual([
      ['/first_name', 'First name is required.'],
      ['/email', 'Email is invalid.'],
      ['/phone_number', 'Invalid phone number.'],
      ['/address_1', 'Address 1 must be at most 10 characters.'],
      ['/vehicle/year', 'Year is invalid.'],
    ]);
    expect(errors[0]).toMatchObject({ status: '422', code: 'validation_failed', title: 'Validation failed' });
  });

  it('names a missing field as required', async () => {
    const { email: _email, ...withoutEmail } = validBody;
    const response = await app.inject({ method: 'POST', url: '/api/v3/test/sign-up', payload: withoutEmail });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        status: '422',
        code: 'validation_failed',
        title: 'Validation failed',
        detail: 'Email is required.',
        source: { pointer: '/email' },
      },
    ]);
  });

  it('points at the query parameter of an invalid query string', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/test/list?per_page=1000' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ detail: 'Per page must be at most 100.', source: { parameter: 'per_page' } }),
    ]);
  });

  it('refuses a query parameter given twice (HTTP parameter pollution) with 422, never picking one', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/test/list?page=1&page=2' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([expect.objectContaining({ source: { parameter: 'page' } })]);
  });

  it('treats a ZodError thrown by a use-case as a validation error', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v3/test/parse-own', payload: { ...validBody, email: 'x' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail: 'Email is invalid.', source: { pointer: '/email' } });
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/test/sign-up',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: '{"first_name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ status: '400', code: 'bad_request', title: 'Bad request', detail: 'The request body is not valid JSON.' }],
    });
  });

  it('answers a body over the 1 MB limit with 413 and a sentence, before any route reads it', async () => {
    for (const [url, expected] of [
      ['/api/v3/test/sign-up', { errors: [{ status: '413', code: 'payload_too_large', title: 'Payload too large', detail: 'The request is too large.' }] }],
      ['/api/turbo/v1/test/sign-up', { message: 'The request is too large.', code: 'payload_too_large' }],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...validBody, first_name: 'A'.repeat(1024 * 1024) }),
      });
      expect(response.statusCode, url).toBe(413);
      expect(response.json(), url).toEqual(expected);
    }
  });

  it('counts the 1 MB limit on what a compressed body inflates to: a small gzip bomb is 413, never read whole', async () => {
    const bomb = gzipSync(JSON.stringify({ ...validBody, first_name: 'A'.repeat(8 * 1024 * 1024) }));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/test/sign-up',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: bomb,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toMatchObject({ code: 'payload_too_large', detail: 'The request is too large.' });
  });

  it('takes a body-less call that names a JSON type as having no body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/test/sign-up',
      headers: { 'content-type': 'application/vnd.api+json' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail: 'The request body is empty.', source: { pointer: '/' } });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/test/sign-up',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0]).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers a crash with 500 and the generic sentence, leaking nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('postgres');
    expect(response.json()).toEqual({
      errors: [
        {
          status: '500',
          code: 'internal',
          title: 'Internal server error',
          detail: 'There was an error. Please try again later.',
        },
      ],
    });
  });

  it('answers unknown paths and methods in JSON:API, never HTML', async () => {
    for (const [method, url] of [
      ['GET', '/api/v3/no-such'],
      ['DELETE', '/api/v4/test/taken'],
      ['GET', '/api/v3'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/vnd.api+json');
      expect(response.json().errors[0]).toMatchObject({ code: 'not_found', detail: `No route for ${method} ${url}.` });
    }
  });
});

describe('the error handler on plain namespaces ({message, code})', () => {
  it('maps an AppError', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/turbo/v1/test/taken' });
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'email has already been taken', code: 'conflict' });
  });

  it('joins validation sentences into one message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/turbo/v1/test/sign-up',
      payload: { firstName: 'Ada', email: 'x', phoneNumber: '1', address_1: 'a', vehicle: { year: 2020 } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'Email is invalid. Invalid phone number.', code: 'validation_failed' });
  });

  it('answers invalid JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/turbo/v1/test/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'bad_request' });
  });

  it('answers a crash with 500 and the generic sentence', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/turbo/v1/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'There was an error. Please try again later.', code: 'internal' });
  });

  it('answers unknown paths in plain JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/membership/v1/nothing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route for GET /api/membership/v1/nothing.', code: 'not_found' });
  });
});
