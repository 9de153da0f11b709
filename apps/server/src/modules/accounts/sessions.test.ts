import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/index.ts';
import { build } from '../../../test/index.ts';
import { createUser } from '../../../test/factories.ts';
import { REUSE_GRACE_MS } from './refresh-session.ts';

/** The refresh cookie a reply set (undefined when it set none). */
function refreshCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'pitstop_refresh');
}

const refresh = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/v3/sessions/refresh', cookies: { pitstop_refresh: token } });

describe('sessions: refresh rotation, reuse detection, sign-out', async () => {
  const { app, database } = await build();

  it('rotates the refresh token on every refresh and returns a working access token', async () => {
    const alex = await createUser(app);
    const first = await refresh(app, alex.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ data: { id: alex.user.id, type: 'users' }, meta: { token_type: 'Bearer' } });
    const rotated = refreshCookie(first);
    expect(rotated?.value).toBeDefined();
    expect(rotated?.value).not.toBe(alex.refreshToken);
    expect(rotated).toMatchObject({ path: '/api/v3/sessions', httpOnly: true, sameSite: 'Strict' });

    const profile = await app.inject({
      method: 'GET',
      url: '/api/v3/users/profile',
      headers: { authorization: `Bearer ${first.json().meta.access_token}` },
    });
    expect(profile.json().data.id).toBe(alex.user.id);

    const second = await refresh(app, rotated!.value);
    expect(second.statusCode).toBe(200);
    // Every token of the chain stays in one family.
    const family = await database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, alex.user.id));
    expect(family).toHaveLength(3);
    expect(new Set(family.map((t) => t.familyId)).size).toBe(1);
    expect(family.filter((t) => t.spentAt === null)).toHaveLength(1);
  });

  it('revokes the whole family when a spent refresh token is presented again', async () => {
    const alex = await createUser(app);
    const rotated = refreshCookie(await refresh(app, alex.refreshToken))!.value;

    // Later, someone replays the first (spent) token: both it and the legitimate newer token stop working.
    await database.db
      .update(refreshTokens)
      .set({ spentAt: new Date(Date.now() - REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.userId, alex.user.id));
    const replay = await refresh(app, alex.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errors[0]).toMatchObject({ code: 'session_expired', detail: 'Your session has expired. Please sign in again.' });
    expect(refreshCookie(replay)?.value).toBe('');
    expect((await refresh(app, rotated)).statusCode).toBe(401);

    const live = await database.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, alex.user.id), isNull(refreshTokens.revokedAt)));
    expect(live).toEqual([]);
    // The access token of that session is refused at once too.
    const profile = await app.inject({ method: 'GET', url: '/api/v3/users/profile', headers: alex.headers });
    expect(profile.statusCode).toBe(401);
  });

  it('lets two tabs refresh with the same cookie at once: both get the same successor, no second chain', async () => {
    const alex = await createUser(app);
    const [first, second] = await Promise.all([refresh(app, alex.refreshToken), refresh(app, alex.refreshToken)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(refreshCookie(first)!.value).toBe(refreshCookie(second)!.value);
    // One chain: the first token and its one successor.
    const family = await database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, alex.user.id));
    expect(family).toHaveLength(2);
    expect((await refresh(app, refreshCookie(first)!.value)).statusCode).toBe(200);
  });

  it('a replay inside the grace window forks no independent chain: once the successor is spent, the replay revokes the family', async () => {
    const alex = await createUser(app);
    const legit = refreshCookie(await refresh(app, alex.refreshToken))!.value;
    // A thief replays the spent cookie at once: it gets the very token the owner holds, not a chain of its own.
    const stolen = await refresh(app, alex.refreshToken);
    expect(stolen.statusCode).toBe(200);
    expect(refreshCookie(stolen)!.value).toBe(legit);

    // The owner moves on; the thief's next replay (still inside the window) is a detected reuse.
    const next = refreshCookie(await refresh(app, legit))!.value;
    const again = await refresh(app, alex.refreshToken);
    expect(again.statusCode).toBe(401);
    expect((await refresh(app, next)).statusCode).toBe(401);
    const live = await database.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, alex.user.id), isNull(refreshTokens.revokedAt)));
    expect(live).toEqual([]);
  });

  it('refuses a refresh without a cookie or with an unknown or expired token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v3/sessions/refresh' })).statusCode).toBe(401);
    expect((await refresh(app, 'not-a-token')).statusCode).toBe(401);
    const alex = await createUser(app);
    await database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, alex.user.id));
    expect((await refresh(app, alex.refreshToken)).statusCode).toBe(401);
  });

  it('signs out: DELETE /sessions revokes the session, clears the cookie and the access token stops working', async () => {
    const alex = await createUser(app);
    const other = await createUser(app);
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/v3/sessions',
      headers: alex.headers,
      cookies: alex.cookies,
    });
    expect(response.statusCode).toBe(204);
    const cleared = refreshCookie(response);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/v3/sessions');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());

    expect((await refresh(app, alex.refreshToken)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v3/users/profile', headers: alex.headers })).statusCode).toBe(401);
    // Nobody else is signed out.
    expect((await app.inject({ method: 'GET', url: '/api/v3/users/profile', headers: other.headers })).statusCode).toBe(200);
  });

  it('signs out with only the bearer token, and twice without complaint', async () => {
    const alex = await createUser(app);
    const once = await app.inject({ method: 'DELETE', url: '/api/v3/sessions', headers: alex.headers });
    expect(once.statusCode).toBe(204);
    expect((await refresh(app, alex.refreshToken)).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/v3/sessions' })).statusCode).toBe(204);
  });

  it('takes a body-less call with a JSON:API content type', async () => {
    const alex = await createUser(app);
    const headers = { ...alex.headers, 'content-type': 'application/vnd.api+json' };
    const resend = await app.inject({ method: 'POST', url: '/api/v3/users/resend_confirmation_code', headers });
    expect(resend.statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/v3/sessions', headers })).statusCode).toBe(204);
    const broken = await app.inject({ method: 'POST', url: '/api/v3/sessions', headers, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].detail).toBe('The request body is not valid JSON.');
  });

  it('signs in on several devices as separate sessions', async () => {
    const { user, password } = await createUser(app, { email: 'two-devices@example.com' });
    const signIn = () =>
      app.inject({ method: 'POST', url: '/api/v3/sessions', payload: { email: user.email, password } });
    const phone = refreshCookie(await signIn())!.value;
    const laptop = refreshCookie(await signIn())!.value;
    await app.inject({ method: 'DELETE', url: '/api/v3/sessions', cookies: { pitstop_refresh: phone } });
    expect((await refresh(app, phone)).statusCode).toBe(401);
    expect((await refresh(app, laptop)).statusCode).toBe(200);
  });
});

describe('rate limits', async () => {
  const { app } = await build({ AUTH_RATE_LIMIT_MAX: '2' });
  const signIn = (email: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/v3/sessions', remoteAddress, payload: { email, password: 'wrong-pass' } });

  it('answers 429 in the JSON:API error format past the per-IP limit', async () => {
    expect((await signIn('a@example.com', '10.0.0.1')).statusCode).toBe(401);
    expect((await signIn('b@example.com', '10.0.0.1')).statusCode).toBe(401);
    const limited = await signIn('c@example.com', '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/vnd.api+json');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({
      errors: [{ status: '429', code: 'rate_limited', title: 'Too many requests', detail: 'Too many requests. Please try again later.' }],
    });
    // Another address is not affected.
    expect((await signIn('c@example.com', '10.0.0.2')).statusCode).toBe(401);
  });

  it('limits guesses against one email from many addresses (failures: ten times the base an hour)', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await signIn(i % 2 ? 'TARGET@example.com' : 'target@example.com', `10.1.0.${i + 1}`)).statusCode).toBe(401);
    }
    const limited = await signIn('target@example.com', '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].detail).toBe('Too many requests. Please try again later.');
  });

  it('limits sign-up and the email check too', async () => {
    const signUp = () =>
      app.inject({ method: 'POST', url: '/api/v3/users', remoteAddress: '10.2.0.1', payload: { email: 'x' } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await signUp()).statusCode);
    expect(statuses).toEqual([422, 422, 429]);

    const check = () => app.inject({ method: 'GET', url: '/api/v3/users/type?email=a@b.co', remoteAddress: '10.3.0.1' });
    const checks = [];
    for (let i = 0; i < 7; i++) checks.push((await check()).statusCode);
    expect(checks).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});
