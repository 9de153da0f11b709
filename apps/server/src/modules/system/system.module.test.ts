import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { partners } from '../../db/schema/index.ts';
import { runtimeConfigFor } from './system.module.ts';

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

  it('names the brand’s own partner, the X-Partner-Id the web sends for it (ADR 057)', async () => {
    const { brandPartnerId } = (await app.inject({ method: 'GET', url: '/config.json' })).json<{ brandPartnerId: string }>();
    const [brand] = await app.database.db.select({ id: partners.id }).from(partners).where(eq(partners.slug, 'pitstop'));
    expect(brandPartnerId).toBe(brand!.id);
    const landing = await app.inject({ method: 'GET', url: '/api/membership/v1/content/landing-page', headers: { 'x-partner-id': brandPartnerId } });
    expect(landing.statusCode).toBe(200);
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

describe('the Facebook app id in the runtime config', () => {
  const facebookAppIdWith = (env: Record<string, string>) => runtimeConfigFor(loadConfig(env), 'hash', null).facebookAppId;

  it('is null without FACEBOOK_APP_ID: the client then offers no Facebook sign-in', () => {
    expect(facebookAppIdWith({ NODE_ENV: 'production' })).toBeNull();
    expect(facebookAppIdWith({ NODE_ENV: 'production', E2E: 'true' })).toBeNull();
  });

  it('is the app id when the server can check the sign-in (app secret, or the development verifier)', () => {
    expect(facebookAppIdWith({ NODE_ENV: 'production', FACEBOOK_APP_ID: '1234', FACEBOOK_APP_SECRET: 's3cret' })).toBe('1234');
    expect(facebookAppIdWith({ NODE_ENV: 'production', E2E: 'true', FACEBOOK_APP_ID: '1234' })).toBe('1234');
  });

  it('is null when nothing could check the sign-in (an app id without its secret in production)', () => {
    expect(facebookAppIdWith({ NODE_ENV: 'production', FACEBOOK_APP_ID: '1234' })).toBeNull();
  });
});

describe('the Help page’s phone number in the runtime config (SUPPORT_PHONE)', () => {
  const contactPhoneWith = (env: Record<string, string>) => runtimeConfigFor(loadConfig({ NODE_ENV: 'production', ...env }), 'hash', null).contactPhone;

  it('is null unless set: no fictional number is shown', () => {
    expect(contactPhoneWith({})).toBeNull();
  });

  it('is the configured number, shown as written and dialled as digits', () => {
    expect(contactPhoneWith({ SUPPORT_PHONE: '+1 (512) 555-0100' })).toEqual({ number: '+15125550100', formatted: '+1 (512) 555-0100' });
    expect(contactPhoneWith({ SUPPORT_PHONE: '512.555.0100' })).toEqual({ number: '5125550100', formatted: '512.555.0100' });
  });

  it('refuses something that is not a phone number at start', () => {
    expect(() => loadConfig({ SUPPORT_PHONE: 'call us' })).toThrow(/SUPPORT_PHONE: a phone number/);
  });
});
