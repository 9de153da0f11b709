import { accountMessages } from '@pitstop/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { confirmationCodes, passwordResetTokens, refreshTokens, users } from '../../db/schema/index.ts';
import { build } from '../../../test/index.ts';
import { createUser, outboxFor } from '../../../test/factories.ts';

describe('passwords and email confirmation', async () => {
  const { app, database, config } = await build({ PUBLIC_URL: 'https://pitstop.example' });
  const db = database.db;

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api/v3${url}`, payload, headers });
  const put = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'PUT', url: `/api/v3${url}`, payload, headers });
  /** Each error as `code: detail` (the code a client branches on, the sentence it shows). */
  const detail = (response: { json(): { errors: { code: string; detail: string }[] } }) =>
    response.json().errors.map((e) => `${e.code}: ${e.detail}`);
  const signIn = (email: string, password: string) => post('/sessions', { email, password });

  /** Asks for a reset link and returns the token from the email. */
  async function resetTokenFor(email: string) {
    await post('/users/forgot_password', { email });
    await app.accountsAfterReply.idle();
    const [mail] = await outboxFor(app, email, 'password-reset');
    const link = mail?.links.find((url) => url.includes('/reset-password/'));
    return link!.split('/reset-password/')[1]!;
  }

  describe('forgot password and reset', () => {
    it('emails a single-use link to {publicUrl}/reset-password/{token}', async () => {
      const { user } = await createUser(app, { email: 'forgetful@example.com', firstName: 'Robin' });
      const response = await post('/users/forgot_password', { email: 'Forgetful@example.com' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        meta: { message: 'If an account exists for that email, we sent a link to reset the password.' },
      });
      await app.accountsAfterReply.idle();
      const [mail] = await outboxFor(app, user.email, 'password-reset');
      expect(mail?.subject).toBe('Reset your Pitstop password');
      expect(mail?.links[0]).toMatch(/^https:\/\/pitstop\.example\/reset-password\/[\w-]{43}$/);
      expect(mail?.html).toContain('Hi Robin,');
      expect(config.publicUrl).toBe('https://pitstop.example');
      // Stored hashed: the token itself is nowhere in the database.
      const token = mail!.links[0]!.split('/').pop()!;
      const rows = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).not.toContain(token);
    });

    it('answers the same for an unknown email and sends nothing', async () => {
      const response = await post('/users/forgot_password', { email: 'ghost@example.com' });
      expect(response.statusCode).toBe(200);
      expect(response.json().meta.message).toBe('If an account exists for that email, we sent a link to reset the password.');
      await app.accountsAfterReply.idle();
      expect(await outboxFor(app, 'ghost@example.com')).toEqual([]);
    });

    it('answers known and unknown emails without touching the database, so both take the same time (docs/product/accounts.md)', async () => {
      await createUser(app, { email: 'timed@example.com' });
      // The users table is locked until the answers are in: a call that looked the email up would wait here.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`lock table users in access exclusive mode`);
        locked();
        await gate;
      });
      await lockTaken;
      const [known, unknown] = await Promise.all([
        post('/users/forgot_password', { email: 'timed@example.com' }),
        post('/users/forgot_password', { email: 'untimed@example.com' }),
      ]);
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.body).toBe(unknown.body);
      release();
      await holder;
      // The link still goes out, after the answer.
      await app.accountsAfterReply.idle();
      expect(await outboxFor(app, 'timed@example.com', 'password-reset')).toHaveLength(1);
      expect(await outboxFor(app, 'untimed@example.com')).toEqual([]);
    });

    it('validates the email', async () => {
      const response = await post('/users/forgot_password', { email: 'nope' });
      expect(response.statusCode).toBe(422);
      expect(detail(response)).toEqual(['validation_failed: Email is invalid.']);
    });

    it('checks a token: valid, unknown, expired', async () => {
      await createUser(app, { email: 'checker@example.com' });
      const token = await resetTokenFor('checker@example.com');
      const check = async (value: string) => (await post('/users/password_reset/token', { password_reset_token: value })).json();
      expect(await check(token)).toEqual({ meta: { valid: true } });
      expect(await check('made-up-token')).toEqual({ meta: { valid: false } });
      await db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
      expect(await check(token)).toEqual({ meta: { valid: false } });
    });

    it('resets the password once, confirms the email, ends other sessions and signs in', async () => {
      const old = await createUser(app, { email: 'resetter@example.com', password: 'old-password' });
      const token = await resetTokenFor('resetter@example.com');
      const response = await post('/users/password_reset', { password_reset_token: token, password: 'new-password' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes).toMatchObject({ confirmed: true, has_password: true });
      expect(response.json().meta.access_token).toEqual(expect.any(String));
      expect(String(response.headers['set-cookie'])).toContain('pitstop_refresh=');

      expect((await signIn('resetter@example.com', 'new-password')).statusCode).toBe(200);
      expect((await signIn('resetter@example.com', 'old-password')).statusCode).toBe(401);
      const oldSession = await app.inject({ method: 'GET', url: '/api/v3/sessions/refresh', cookies: old.cookies });
      expect(oldSession.statusCode).toBe(401);

      const again = await post('/users/password_reset', { password_reset_token: token, password: 'third-password' });
      expect(again.statusCode).toBe(422);
      expect(detail(again)).toEqual(['reset_token_invalid: This password reset link is invalid or has expired.']);
      expect((await post('/users/password_reset/token', { password_reset_token: token })).json().meta.valid).toBe(false);
    });

    it('answers a missing token like an invalid one', async () => {
      const response = await post('/users/password_reset/token', { password_reset_token: '' });
      expect(response.statusCode).toBe(422);
      expect(detail(response)).toEqual(['validation_failed: This password reset link is invalid or has expired.']);
    });

    it('refuses an expired token and a short password', async () => {
      await createUser(app, { email: 'late@example.com' });
      const token = await resetTokenFor('late@example.com');
      const short = await post('/users/password_reset', { password_reset_token: token, password: '123' });
      expect(detail(short)).toEqual(['validation_failed: Enter at least 6 characters.']);
      await db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
      const expired = await post('/users/password_reset', { password_reset_token: token, password: 'long-enough' });
      expect(detail(expired)).toEqual(['reset_token_invalid: This password reset link is invalid or has expired.']);
    });

    it('only the newest link works', async () => {
      await createUser(app, { email: 'twice@example.com' });
      const first = await resetTokenFor('twice@example.com');
      const second = await resetTokenFor('twice@example.com');
      expect(first).not.toBe(second);
      expect((await post('/users/password_reset/token', { password_reset_token: first })).json().meta.valid).toBe(false);
      expect((await post('/users/password_reset/token', { password_reset_token: second })).json().meta.valid).toBe(true);
    });
  });

  describe('reset links outlive no change (docs/product/accounts.md)', () => {
    const valid = async (token: string) => (await post('/users/password_reset/token', { password_reset_token: token })).json().meta.valid;

    it('a password change revokes the unused reset link', async () => {
      const alex = await createUser(app, { email: 'link-then-change@example.com', password: 'first-pass' });
      const token = await resetTokenFor('link-then-change@example.com');
      const changed = await post('/users/password', { current_password: 'first-pass', password: 'second-pass' }, alex.headers);
      expect(changed.statusCode).toBe(200);
      expect(await valid(token)).toBe(false);
      const reset = await post('/users/password_reset', { password_reset_token: token, password: 'attacker-pass' });
      expect(detail(reset)).toEqual(['reset_token_invalid: This password reset link is invalid or has expired.']);
      expect((await signIn('link-then-change@example.com', 'second-pass')).statusCode).toBe(200);
    });

    it('an email change revokes the link sent to the old address', async () => {
      const alex = await createUser(app, { email: 'old-address@example.com', password: 'first-pass', confirmed: true });
      const token = await resetTokenFor('old-address@example.com');
      const moved = await put('/users/profile', { email: 'new-address@example.com', password: 'first-pass' }, alex.headers);
      expect(moved.statusCode).toBe(200);
      expect(await valid(token)).toBe(false);
      expect((await post('/users/password_reset', { password_reset_token: token, password: 'other-pass' })).statusCode).toBe(422);
    });

    it('a reset never confirms an address the link was not sent to', async () => {
      const alex = await createUser(app, { email: 'sent-here@example.com', password: 'first-pass' });
      const token = await resetTokenFor('sent-here@example.com');
      // The address changed without going through the profile (whatever the path, the link's address decides).
      await db.update(users).set({ email: 'not-proven@example.com' }).where(eq(users.id, alex.user.id));
      const reset = await post('/users/password_reset', { password_reset_token: token, password: 'new-password' });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().data.attributes).toMatchObject({ email: 'not-proven@example.com', confirmed: false });
    });

    it('a reset confirms the address it was sent to', async () => {
      await createUser(app, { email: 'proven@example.com', password: 'first-pass' });
      const token = await resetTokenFor('proven@example.com');
      const reset = await post('/users/password_reset', { password_reset_token: token, password: 'new-password' });
      expect(reset.json().data.attributes).toMatchObject({ confirmed: true });
    });
  });

  describe('POST /users/password (change)', () => {
    it('needs the current password, then changes it and ends the other sessions', async () => {
      const alex = await createUser(app, { email: 'changer@example.com', password: 'first-pass' });
      const missing = await post('/users/password', { password: 'second-pass' }, alex.headers);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors[0]).toMatchObject({
        code: 'current_password_required',
        detail: 'Enter your current password.',
        source: { pointer: '/current_password' },
      });
      const wrong = await post('/users/password', { current_password: 'nope-nope', password: 'second-pass' }, alex.headers);
      expect(detail(wrong)).toEqual(['current_password_wrong: Current password is incorrect.']);

      const changed = await post('/users/password', { current_password: 'first-pass', password: 'second-pass' }, alex.headers);
      expect(changed.statusCode).toBe(200);
      expect(changed.json().meta.access_token).toEqual(expect.any(String));
      expect((await signIn('changer@example.com', 'second-pass')).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/v3/sessions/refresh', cookies: alex.cookies })).statusCode).toBe(401);
    });

    it('validates the new password', async () => {
      const alex = await createUser(app, { password: 'first-pass' });
      const response = await post('/users/password', { current_password: 'first-pass', password: 'short' }, alex.headers);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ detail: 'Enter at least 6 characters.', source: { pointer: '/password' } });
    });

    it('lets an account without a password set one', async () => {
      const fb = await createUser(app, { email: 'fb-user@example.com', password: null, facebookUid: 'fb-300' });
      const response = await post('/users/password', { password: 'my-first-pass' }, fb.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes.has_password).toBe(true);
      expect((await signIn('fb-user@example.com', 'my-first-pass')).statusCode).toBe(200);
    });

    it('needs a signed-in user', async () => {
      expect((await post('/users/password', { password: 'whatever1' })).statusCode).toBe(401);
    });
  });

  describe('an account without a password needs a recent sign-in, not just a token (docs/product/accounts.md)', () => {
    /** A Facebook-only account whose session began 20 minutes ago (and was refreshed since). */
    async function staleFacebookUser(uid: string) {
      const fb = await createUser(app, { email: `${uid}@example.com`, password: null, facebookUid: uid, confirmed: true });
      await db
        .update(refreshTokens)
        .set({ createdAt: new Date(Date.now() - 20 * 60 * 1000) })
        .where(eq(refreshTokens.userId, fb.user.id));
      const refreshed = await app.inject({ method: 'GET', url: '/api/v3/sessions/refresh', cookies: fb.cookies });
      expect(refreshed.statusCode).toBe(200);
      return { ...fb, headers: { authorization: `Bearer ${refreshed.json().meta.access_token}` } };
    }
    const refusal = ['recent_sign_in_required: ' + accountMessages.recentSignInRequired];

    it('refuses to set a first password or change the email on an old session, refreshed or not', async () => {
      const fb = await staleFacebookUser('fb-stale-1');
      const setPassword = await post('/users/password', { password: 'attacker-pass' }, fb.headers);
      expect(setPassword.statusCode).toBe(403);
      expect(detail(setPassword)).toEqual(refusal);
      expect(detail(await put('/users/profile', { password: 'attacker-pass' }, fb.headers))).toEqual(refusal);
      expect(detail(await put('/users/profile', { email: 'attacker@example.com' }, fb.headers))).toEqual(refusal);
      const [row] = await db.select().from(users).where(eq(users.id, fb.user.id));
      expect(row).toMatchObject({ passwordHash: null, email: 'fb-stale-1@example.com' });
      // Other profile changes need no proof.
      expect((await put('/users/profile', { first_name: 'Fern' }, fb.headers)).statusCode).toBe(200);
    });

    it('lets it through right after a new sign-in, and the first password ends the other sessions', async () => {
      const fb = await staleFacebookUser('fb-stale-2');
      const again = await post('/oauth_sessions', { service: 'facebook', uid: 'fb-stale-2', token: 'dev:fb-stale-2', email: 'fb-stale-2@example.com' });
      expect(again.statusCode).toBe(200);
      const fresh = { authorization: `Bearer ${again.json().meta.access_token}` };
      expect((await put('/users/profile', { password: 'owner-pass-1' }, fresh)).statusCode).toBe(200);
      expect((await signIn('fb-stale-2@example.com', 'owner-pass-1')).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/v3/users/profile', headers: fb.headers })).statusCode).toBe(401);
    });
  });

  describe('confirmation codes', () => {
    /** Signs up and returns the session and the code from the email. */
    async function signUp(email: string) {
      const response = await post('/users', { first_name: 'Kim', last_name: 'Lo', email, password: 'secret-pass' });
      const [mail] = await outboxFor(app, email, 'confirmation-code');
      return { headers: { authorization: `Bearer ${response.json().meta.access_token}` }, code: mail!.code! };
    }
    const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    it('confirms with the emailed code and sends the welcome email', async () => {
      const { headers, code } = await signUp('confirm-me@example.com');
      const response = await put('/users/confirm_email', { code }, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes.confirmed).toBe(true);
      const [welcome] = await outboxFor(app, 'confirm-me@example.com', 'welcome');
      expect(welcome?.subject).toBe('Welcome to Pitstop');
      expect(welcome?.text).toContain('https://pitstop.example/invite/kim-');

      const reused = await put('/users/confirm_email', { code }, headers);
      expect(reused.statusCode).toBe(409);
      expect(detail(reused)).toEqual(['already_confirmed: Your email address is already confirmed.']);
    });

    it('refuses a wrong code, then every code after five attempts', async () => {
      const { headers, code } = await signUp('guesser@example.com');
      const attempts = [];
      for (let i = 0; i < 5; i++) attempts.push(detail(await put('/users/confirm_email', { code: wrongCode(code) }, headers))[0]);
      expect(attempts).toEqual([
        'confirmation_code_invalid: That code is not correct.',
        'confirmation_code_invalid: That code is not correct.',
        'confirmation_code_invalid: That code is not correct.',
        'confirmation_code_invalid: That code is not correct.',
        'confirmation_code_invalid: Too many incorrect attempts. Request a new code.',
      ]);
      const right = await put('/users/confirm_email', { code }, headers);
      expect(right.statusCode).toBe(422);
      expect(detail(right)).toEqual(['confirmation_code_invalid: Too many incorrect attempts. Request a new code.']);
    });

    it('refuses an expired code', async () => {
      const { headers, code } = await signUp('slow@example.com');
      await db.update(confirmationCodes).set({ expiresAt: new Date(Date.now() - 1000) });
      const response = await put('/users/confirm_email', { code }, headers);
      expect(response.statusCode).toBe(422);
      expect(detail(response)).toEqual(['confirmation_code_invalid: This code has expired. Request a new one.']);
    });

    it('sends a new code that replaces the old one', async () => {
      const { headers, code: oldCode } = await signUp('resend@example.com');
      const resent = await post('/users/resend_confirmation_code', {}, headers);
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toEqual({ meta: { message: 'We sent a new code to your email address.' } });
      const mails = await outboxFor(app, 'resend@example.com', 'confirmation-code');
      expect(mails).toHaveLength(2);
      const newCode = mails[0]!.code!;
      if (newCode !== oldCode) {
        expect(detail(await put('/users/confirm_email', { code: oldCode }, headers))).toEqual(['confirmation_code_invalid: That code is not correct.']);
      }
      expect((await put('/users/confirm_email', { code: newCode }, headers)).statusCode).toBe(200);
      const again = await post('/users/resend_confirmation_code', {}, headers);
      expect(again.statusCode).toBe(409);
    });

    it('validates the code and needs a signed-in user', async () => {
      const { headers } = await signUp('format@example.com');
      expect(detail(await put('/users/confirm_email', { code: '12ab' }, headers))).toEqual(['validation_failed: Enter the 6-digit code from the email.']);
      expect((await put('/users/confirm_email', { code: '123456' })).statusCode).toBe(401);
      expect((await post('/users/resend_confirmation_code', {})).statusCode).toBe(401);
    });
  });
});
