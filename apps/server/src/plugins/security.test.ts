import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../test/index.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';

/** Spends the API budget of `max` requests, then checks the next one is refused in the path's wire format. */
async function expectLimitedAfter(app: Awaited<ReturnType<typeof build>>['app'], max: number) {
  for (let i = 0; i < max; i++) {
    const response = await app.inject({ method: 'GET', url: '/api/v3/no-such' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-ratelimit-remaining']).toBe(String(max - i - 1));
  }
  const main = await app.inject({ method: 'GET', url: '/api/v3/users/profile' });
  expect(main.statusCode).toBe(429);
  expect(main.headers['content-type']).toContain('application/vnd.api+json');
  expect(Number(main.headers['retry-after'])).toBeGreaterThan(0);
  expect(main.json()).toEqual({
    errors: [
      {
        status: '429',
        code: 'rate_limited',
        title: 'Too many requests',
        detail: 'Too many requests. Please try again later.',
      },
    ],
  });
  const plain = await app.inject({ method: 'GET', url: '/api/turbo/v1/zips/12345' });
  expect(plain.statusCode).toBe(429);
  expect(plain.json()).toEqual({ message: 'Too many requests. Please try again later.', code: 'rate_limited' });
  // Probes are never limited.
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  // The web app's budget is its own: the runtime configuration still loads.
  expect((await app.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
}

describe('rate limiting with the in-process store', async () => {
  const { app } = await build({ RATE_LIMIT_MAX: '3' });

  it('answers 429 in the namespace wire format once the budget is spent (unknown paths count too)', async () => {
    await expectLimitedAfter(app, 3);
  });

  it('never limits reads of public reference data, and still limits what writes', async () => {
    for (const url of [
      '/api/turbo/v1/years/2020/makes',
      '/api/turbo/v1/zipcode/search?term=787',
      '/api/turbo/v1/zipcode/target_market?zipcode=78701',
      '/api/v3/services',
      '/api/v3/appointment_services',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(429);
      expect(response.headers['x-ratelimit-limit'], url).toBeUndefined();
    }
    const write = await app.inject({ method: 'POST', url: '/api/v3/owned_vehicles', payload: {} });
    expect(write.statusCode).toBe(429);
  });
});

describe('rate limiting with the Redis store (REDIS_URL)', async () => {
  // A namespace of this run's own, so parallel runs and earlier runs share no counters.
  const slug = `test-${randomBytes(4).toString('hex')}`;
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  await redis.connect();
  afterAll(async () => {
    const keys = await redis.keys(`${slug}-rl-*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });
  const first = await build({ RATE_LIMIT_MAX: '4', REDIS_URL, BRAND_SLUG: slug });
  const second = await build({ RATE_LIMIT_MAX: '4', REDIS_URL, BRAND_SLUG: slug });

  it('keeps the counters in Redis, shared by every node', async () => {
    await first.app.inject({ method: 'GET', url: '/api/v3/no-such' });
    await first.app.inject({ method: 'GET', url: '/api/v3/no-such' });
    expect(await redis.keys(`${slug}-rl-*`)).not.toEqual([]);
    // The second node sees the first node's two requests.
    const response = await second.app.inject({ method: 'GET', url: '/api/v3/no-such' });
    expect(response.headers['x-ratelimit-remaining']).toBe('1');
  });

  it('answers 429 in the namespace wire format once the shared budget is spent', async () => {
    await second.app.inject({ method: 'GET', url: '/api/v3/no-such' });
    const main = await first.app.inject({ method: 'GET', url: '/api/v3/users/profile' });
    expect(main.statusCode).toBe(429);
    expect(main.json().errors[0]).toMatchObject({ code: 'rate_limited', detail: 'Too many requests. Please try again later.' });
  });
});

describe('rate limiting when Redis is down', async () => {
  const { app } = await build({ RATE_LIMIT_MAX: '1', REDIS_URL: 'redis://127.0.0.1:1' });

  it('serves rather than failing (the store is skipped)', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await app.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
    }
  });
});

describe('security headers and compression', async () => {
  const { app } = await build();

  it('sends JSON API replies the headers that matter for them, and leaves out the document-only ones', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/no-such' });
    expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // One framing rule, not two that disagree (SAMEORIGIN beside 'none').
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['x-dns-prefetch-control']).toBeUndefined();
    expect(response.headers['origin-agent-cluster']).toBeUndefined();
  });

  it('sends public reference data only the headers a public JSON read needs, its errors included', async () => {
    for (const url of ['/api/turbo/v1/years/2020/makes', '/api/turbo/v1/years/1800/makes', '/api/v3/services']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      for (const name of ['x-request-id', 'referrer-policy', 'cross-origin-resource-policy', 'x-frame-options']) {
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
    // Everything else keeps the full API set.
    const profile = await app.inject({ method: 'GET', url: '/api/v3/users/profile' });
    expect(profile.statusCode).toBe(401);
    expect(profile.headers).toMatchObject({ 'referrer-policy': 'no-referrer' });
    expect(profile.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(profile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends Helmet headers and a strict policy on API responses', async () => {
    const response = await app.inject({ method: 'GET', url: '/config.json' });
    expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // HSTS only in production, where TLS is terminated in front of us.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives every response a request id, keeping a well-formed one from the proxy', async () => {
    const own = await app.inject({ method: 'GET', url: '/healthz' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    const replaced = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b\nforged' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names no server software or version: no Server or X-Powered-By header, on API replies, documents and errors', async () => {
    for (const url of ['/api/v3/users/profile', '/config.json', '/api/v3/no-such', '/healthz']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers.server, url).toBeUndefined();
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('answers another site with no CORS grant: no Access-Control-Allow-* header, a preflight is not found', async () => {
    const origin = 'https://evil.example';
    for (const url of ['/api/v3/users/profile', '/api/turbo/v1/years/2020/makes', '/config.json']) {
      const response = await app.inject({ method: 'GET', url, headers: { origin } });
      expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-')), url).toEqual([]);
    }
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v3/sessions',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(Object.keys(preflight.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('compresses large responses for clients that accept it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).openapi).toMatch(/^3\./);
  });
});

describe('security headers in production (TLS terminated in front of the server)', async () => {
  const { app } = await build({ NODE_ENV: 'production', PUBLIC_URL: 'https://pitstop.example', LOG_LEVEL: 'silent' });

  it('sends HSTS for a year, subdomains included, on API replies, public reference data, documents and errors', async () => {
    for (const url of ['/api/v3/users/profile', '/api/turbo/v1/years/2020/makes', '/config.json', '/api/v3/no-such', '/healthz']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
