import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { build, createTestDatabase } from '../../../test/index.ts';

describe('test-support routes (development server)', async () => {
  const { app } = await build();

  it('POST /api/test/users makes a user with the attributes asked for, signed in', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/users',
      payload: {
        email: 'e2e-admin@example.com',
        firstName: 'Eve',
        confirmed: true,
        admin: true,
        rewardsCents: 1234,
        administeredPartners: ['amazon-flex'],
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      password: 'password123',
      user: {
        email: 'e2e-admin@example.com',
        firstName: 'Eve',
        confirmed: true,
        admin: true,
        rewards: 12.34,
        administeredPartners: [{ slug: 'amazon-flex', name: 'Amazon Flex' }],
      },
    });
    expect(String(response.headers['set-cookie'])).toContain('pitstop_refresh=');
    const profile = await app.inject({
      method: 'GET',
      url: '/api/v3/users/profile',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(profile.json().data.attributes.email).toBe('e2e-admin@example.com');
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v3/sessions',
      payload: { email: 'e2e-admin@example.com', password: 'password123' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('POST /api/test/access-tokens mints a working or an expired access token', async () => {
    const created = (await app.inject({ method: 'POST', url: '/api/test/users', payload: {} })).json();
    const token = async (expired: boolean) =>
      (await app.inject({ method: 'POST', url: '/api/test/access-tokens', payload: { userId: created.user.id, expired } })).json()
        .accessToken as string;
    const profile = (accessToken: string) =>
      app.inject({ method: 'GET', url: '/api/v3/users/profile', headers: { authorization: `Bearer ${accessToken}` } });
    expect((await profile(await token(false))).statusCode).toBe(200);
    const expired = await profile(await token(true));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errors[0]).toMatchObject({ code: 'session_expired', detail: 'Your session has expired. Please sign in again.' });
  });

  // Found by the route proof's fuzzing (ADR 079): each answered 500.
  it('refuses what it cannot make with a 4xx: a malformed user id, a taken Facebook id, a balance past the column', async () => {
    const token = await app.inject({ method: 'POST', url: '/api/test/access-tokens', payload: { userId: 'not-a-uuid' } });
    expect(token.statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/test/users', payload: { facebookUid: 'fb-twice' } })).statusCode).toBe(201);
    const twice = await app.inject({ method: 'POST', url: '/api/test/users', payload: { facebookUid: 'fb-twice' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: 'conflict', message: 'A user with that email, Facebook id or invite slug already exists.' });
    const rich = await app.inject({ method: 'POST', url: '/api/test/users', payload: { rewardsCents: 6_533_516_851_110 } });
    expect(rich.statusCode).toBe(422);
  });

  it('POST /api/test/password-reset-tokens gives a usable or an expired reset token', async () => {
    await app.inject({ method: 'POST', url: '/api/test/users', payload: { email: 'reset-e2e@example.com' } });
    const make = async (expired: boolean) =>
      (await app.inject({ method: 'POST', url: '/api/test/password-reset-tokens', payload: { email: 'reset-e2e@example.com', expired } })).json();
    const fresh = await make(false);
    expect(fresh.url).toBe(`http://localhost:3000/reset-password/${fresh.token}`);
    const check = async (token: string) =>
      (await app.inject({ method: 'POST', url: '/api/v3/users/password_reset/token', payload: { password_reset_token: token } })).json().meta.valid;
    expect(await check(fresh.token)).toBe(true);
    expect(await check((await make(true)).token)).toBe(false);
  });

  it('POST /api/test/partners makes a partner with a free plan and the banner config asked for, which a driver signs up through', async () => {
    const bannerConfig = { bannerColor: '#ff00bf', modalTitle: 'Drivers ride free', modalHtml: '<p>Authored <img src=x onerror="alert(1)"></p>' };
    const created = await app.inject({ method: 'POST', url: '/api/test/partners', payload: { bannerConfig } });
    expect(created.statusCode).toBe(201);
    const { partnerId, programName, planName } = created.json();
    expect(planName).toBe('driver');
    const headers = { 'x-partner-id': partnerId };
    // Stored as given: the client, not the server, makes the partner's HTML safe (ride-share-join-modal.tsx).
    const landing = await app.inject({ method: 'GET', url: '/api/membership/v1/content/landing-page', headers });
    expect(landing.json().bannerConfig).toMatchObject({ ...bannerConfig, bannerText: 'Save upwards of 25% on automotive services', joinButtonText: null });
    const lookup = await app.inject({ method: 'GET', url: `/api/membership/v1/lookup/program-and-plan/${programName}/${planName}`, headers });
    expect(lookup.json().subscriptionOptions).toMatchObject([{ label: '12 Months', amount: 0 }]);

    const driver = (await app.inject({ method: 'POST', url: '/api/test/users', payload: { confirmed: true, isLyftDriver: true, partnerName: programName } })).json();
    const programs = await app.inject({
      method: 'GET',
      url: '/api/membership/v1/my-coverage/programs',
      headers: { ...headers, authorization: `Bearer ${driver.accessToken}` },
    });
    expect(programs.json()).toMatchObject([{ name: programName, partnerId, programPlans: [{ name: 'driver' }] }]);
    // Each call its own partner.
    const again = (await app.inject({ method: 'POST', url: '/api/test/partners', payload: { bannerConfig: {} } })).json();
    expect(again.partnerId).not.toBe(partnerId);
    expect(again.programName).not.toBe(programName);
  });
});

describe('on a production server', async () => {
  const database = await createTestDatabase();
  const apps: FastifyInstance[] = [];
  async function productionApp(env: Record<string, string> = {}) {
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://pitstop.example', ...env });
    const app = await buildApp(config, { database });
    await app.ready();
    apps.push(app);
    return app;
  }
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('has no test-support routes and no dev sign-in', async () => {
    const app = await productionApp();
    expect((await app.inject({ method: 'POST', url: '/api/test/users', payload: {} })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/test/access-tokens', payload: {} })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/test/partners', payload: { bannerConfig: {} } })).statusCode).toBe(404);
    // Nor a clock anyone could move, nor jobs anyone could run.
    expect((await app.inject({ method: 'PUT', url: '/api/test/clock', payload: { now: '2031-01-01T00:00:00Z' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/api/test/clock' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/test/jobs/payments.reconcile/run' })).statusCode).toBe(404);
    expect(Math.abs(app.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
    const oauth = await app.inject({
      method: 'POST',
      url: '/api/v3/oauth_sessions',
      payload: { service: 'facebook', uid: '1', token: 'dev:1', email: 'a@b.co' },
    });
    expect(oauth.statusCode).toBe(400);
    expect(oauth.json().errors[0]).toMatchObject({ code: 'oauth_unavailable', detail: 'Facebook sign-in is not available.' });
  });

  it('has neither on a server started with no NODE_ENV and no switch (development by default)', async () => {
    const app = await productionApp({ NODE_ENV: '', PUBLIC_URL: '' });
    expect(app.config.env).toBe('development');
    expect((await app.inject({ method: 'POST', url: '/api/test/users', payload: {} })).statusCode).toBe(404);
    const oauth = await app.inject({
      method: 'POST',
      url: '/api/v3/oauth_sessions',
      payload: { service: 'facebook', uid: '1', token: 'dev:1', email: 'admin@pitstop.test' },
    });
    expect(oauth.json().errors[0]).toMatchObject({ code: 'oauth_unavailable' });
  });

  it('serves both on a development server with DEV_TEST_SUPPORT=true', async () => {
    const app = await productionApp({ NODE_ENV: 'development', DEV_TEST_SUPPORT: 'true' });
    expect((await app.inject({ method: 'POST', url: '/api/test/users', payload: {} })).statusCode).toBe(201);
  });

  it('sets a Secure refresh cookie', async () => {
    const app = await productionApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/users',
      payload: { first_name: 'P', last_name: 'Rod', email: 'prod@example.com', password: 'secret-pass' },
    });
    expect(response.statusCode).toBe(201);
    expect(String(response.headers['set-cookie'])).toContain('Secure');
  });

  it('sets a Secure refresh cookie when PUBLIC_URL is not set, and on the e2e run over http on loopback', async () => {
    const envs: Record<string, string>[] = [{ PUBLIC_URL: '' }, { E2E: 'true', PUBLIC_URL: 'http://127.0.0.1:4123' }];
    for (const [index, env] of envs.entries()) {
      const app = await productionApp(env);
      const response = await app.inject({
        method: 'POST',
        url: '/api/v3/users',
        payload: { first_name: 'P', last_name: 'Rod', email: `prod-${index}@example.com`, password: 'secret-pass' },
      });
      expect(response.statusCode).toBe(201);
      expect(String(response.headers['set-cookie'])).toMatch(/pitstop_refresh=.*; Secure/);
    }
  });

  it('serves the test-support routes when E2E=true (the e2e run)', async () => {
    const app = await productionApp({ E2E: 'true', PUBLIC_URL: 'http://127.0.0.1:4123' });
    expect((await app.inject({ method: 'POST', url: '/api/test/users', payload: {} })).statusCode).toBe(201);
  });
});
