import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';

describe('system routes', async () => {
  const { app } = await build();

  it('answers /healthz with ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('checks the database in /readyz', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('serves the runtime config with the brand', async () => {
    const response = await app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ brandName: 'Pitstop', brandSlug: 'pitstop', api: { main: '/api' } });
  });

  it('answers an unknown main-API path with a JSON:API error document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/no-such' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.json()).toEqual({
      errors: [{ status: '404', code: 'not_found', title: 'Not found', detail: 'No route for GET /api/v3/no-such.' }],
    });
  });

  it('answers an unknown path of another namespace in plain JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/turbo/v1/no-such' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route for GET /api/turbo/v1/no-such.', code: 'not_found' });
  });
});

describe('readiness when the database is down', async () => {
  const { database } = await build();
  const failing = { ...database, ping: () => Promise.reject(new Error('connection refused')) };
  const app = await buildApp(loadConfig({ NODE_ENV: 'test' }), { database: failing });
  afterAll(() => app.close());

  it('answers /readyz with 503 and names the failed check', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', checks: { database: 'failed' } });
  });

  it('still answers /healthz (the process is alive)', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
  });
});
