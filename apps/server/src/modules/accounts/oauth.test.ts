import { accountMessages } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { build } from '../../../test/index.ts';
import { createUser, outboxFor } from '../../../test/factories.ts';

describe('POST /oauth_sessions (Facebook sign-in through the dev verifier)', async () => {
  const { app } = await build();
  const oauth = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/v3/oauth_sessions', payload });
  const facebook = (uid: string, extra: Record<string, unknown> = {}) => ({
    service: 'facebook',
    uid,
    token: `dev:${uid}`,
    expires_at: 1_900_000_000,
    email: `${uid}@example.com`,
    first_name: 'Face',
    last_name: 'Book',
    ...extra,
  });

  it('creates a confirmed Facebook account on the first sign-in, then signs the same account in', async () => {
    const first = await oauth(facebook('fb-1001'));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.attributes).toMatchObject({
      provider_id: 'facebook',
      uid: 'fb-1001',
      email: 'fb-1001@example.com',
      first_name: 'Face',
      confirmed: true,
      has_password: false,
      status: 'active',
    });
    expect(first.json().meta.new_account).toBe(true);
    expect(String(first.headers['set-cookie'])).toContain('pitstop_refresh=');
    const [welcome] = await outboxFor(app, 'fb-1001@example.com', 'welcome');
    expect(welcome).toBeDefined();

    const second = await oauth(facebook('fb-1001'));
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(second.json().meta.new_account).toBe(false);
  });

  it('refuses a token the provider does not vouch for', async () => {
    const response = await oauth(facebook('fb-1002', { token: 'dev:someone-else' }));
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0]).toMatchObject({
      code: 'oauth_invalid',
      detail: 'We could not verify your Facebook sign-in. Please try again.',
    });
  });

  it('links Facebook to the confirmed account that already has the email', async () => {
    const { user } = await createUser(app, { email: 'linked@example.com', confirmed: true });
    const response = await oauth(facebook('fb-1003', { email: 'Linked@example.com' }));
    expect(response.json().data.id).toBe(user.id);
    expect(response.json().data.attributes).toMatchObject({ confirmed: true, has_password: true, provider_id: 'email' });
    const type = await app.inject({ method: 'GET', url: '/api/v3/users/type?email=linked@example.com' });
    expect(type.json().meta).toMatchObject({ has_password: true, facebook: true });
  });

  it('refuses to link an unconfirmed account: the pre-registered password and sessions stay out of reach (ADR 021)', async () => {
    // Someone registered the victim's address with their own password and never confirmed it.
    const attacker = await createUser(app, { email: 'victim@example.com', password: 'attacker-pass' });
    const response = await oauth(facebook('fb-1006', { email: 'Victim@example.com' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({
      code: 'oauth_account_unconfirmed',
      detail: accountMessages.oauthAccountUnconfirmed,
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    const [row] = await app.database.db.select().from(users).where(eq(users.id, attacker.user.id));
    expect(row).toMatchObject({ facebookUid: null, confirmedAt: null });
    // The attacker's session did not become the victim's: it still sees an unconfirmed account without Facebook.
    const profile = await app.inject({ method: 'GET', url: '/api/v3/users/profile', headers: attacker.headers });
    expect(profile.json().data.attributes).toMatchObject({ confirmed: false });
    const type = await app.inject({ method: 'GET', url: '/api/v3/users/type?email=victim@example.com' });
    expect(type.json().meta).toMatchObject({ facebook: false });
  });

  it('refuses to link a partial (email-only) account that is not confirmed', async () => {
    const partial = await app.inject({ method: 'PUT', url: '/api/v3/users/email_verification', payload: { email: 'partial-fb@example.com' } });
    expect(partial.statusCode).toBe(201);
    const response = await oauth(facebook('fb-1007', { email: 'partial-fb@example.com' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe('oauth_account_unconfirmed');
  });

  it('needs an email from the provider for a new account', async () => {
    const response = await oauth(facebook('fb-1004', { email: null }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'validation_failed',
      detail: 'Your Facebook account has no email address. Please sign up with your email instead.',
      source: { pointer: '/email' },
    });
  });

  it('makes a later sign-up with that email answer with the Facebook sentence', async () => {
    await oauth(facebook('fb-1005'));
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/v3/users',
      payload: { first_name: 'A', last_name: 'B', email: 'FB-1005@example.com', password: 'secret-pass' },
    });
    expect(signUp.json().errors[0]).toMatchObject({
      code: 'facebook_account',
      detail: 'E-mail is already associated with Facebook Login account',
      source: { pointer: '/email' },
    });
  });

  it('validates the payload', async () => {
    const response = await oauth({ service: 'myspace', uid: '', token: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual(
      expect.arrayContaining(['/service', '/uid', '/token']),
    );
  });
});
