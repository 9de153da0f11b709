import { describe, expect, it } from 'vitest';
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

  it('links Facebook to the account that already has the email', async () => {
    const { user } = await createUser(app, { email: 'linked@example.com' });
    const response = await oauth(facebook('fb-1003', { email: 'Linked@example.com' }));
    expect(response.json().data.id).toBe(user.id);
    expect(response.json().data.attributes).toMatchObject({ confirmed: true, has_password: true, provider_id: 'email' });
    const type = await app.inject({ method: 'GET', url: '/api/v3/users/type?email=linked@example.com' });
    expect(type.json().meta).toMatchObject({ has_password: true, facebook: true });
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
