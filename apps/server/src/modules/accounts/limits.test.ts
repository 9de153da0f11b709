import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, outboxFor } from '../../../test/factories.ts';

/**
 * docs/product/accounts.md "Limits": every call that sends mail is limited per target address and per account, a
 * fresh code does not reset the wrong-code lockout, sign-in limits count failures only, and current-password
 * checks are limited per account. AUTH_RATE_LIMIT_MAX=4: 2 mails an hour per address and per account, 4 failures.
 */
describe('account limits', async () => {
  const { app } = await build({ AUTH_RATE_LIMIT_MAX: '4' });
  let address = 0;
  /** Each call from an address of its own, so the per-IP route limit never decides these tests. */
  const call = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url: `/api/v3${url}`, payload, headers, remoteAddress: `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}` });
  const code = (response: { json(): { errors?: { code: string }[] } }) => response.json().errors?.[0]?.code;

  describe('mail: per account and per target address', () => {
    it('profile email changes stop at the account budget: 30 requests do not send 30 emails', async () => {
      const alex = await createUser(app, { password: 'first-pass' });
      const statuses = [];
      for (let i = 0; i < 30; i++) {
        statuses.push((await call('PUT', '/users/profile', { email: `flood-${i}@example.com`, password: 'first-pass' }, alex.headers)).statusCode);
      }
      expect(statuses.slice(0, 2)).toEqual([200, 200]);
      expect(new Set(statuses.slice(2))).toEqual(new Set([429]));
      const sent = (await Promise.all(Array.from({ length: 30 }, (_, i) => outboxFor(app, `flood-${i}@example.com`)))).flat();
      expect(sent).toHaveLength(2);
      // The refused change changed nothing.
      const profile = await app.inject({ method: 'GET', url: '/api/v3/users/profile', headers: alex.headers });
      expect(profile.json().data.attributes.email).toBe('flood-1@example.com');
    });

    it('resend and email change share the account budget', async () => {
      const alex = await createUser(app, { password: 'first-pass' });
      expect((await call('POST', '/users/resend_confirmation_code', {}, alex.headers)).statusCode).toBe(200);
      expect((await call('PUT', '/users/profile', { email: 'shared-budget@example.com', password: 'first-pass' }, alex.headers)).statusCode).toBe(200);
      const third = await call('POST', '/users/resend_confirmation_code', {}, alex.headers);
      expect(third.statusCode).toBe(429);
      expect(third.json().errors[0]).toMatchObject({ code: 'rate_limited', detail: 'Too many requests. Please try again later.' });
    });

    it('one address gets at most the budget, whichever call sends to it (sign-up, forgot password, email verification)', async () => {
      const target = 'inbox-target@example.com';
      const signUp = await call('POST', '/users', { first_name: 'Ann', last_name: 'Lee', email: target, password: 'secret-pass' });
      expect(signUp.statusCode).toBe(201);
      expect((await call('POST', '/users/forgot_password', { email: target })).statusCode).toBe(200);
      const third = await call('POST', '/users/forgot_password', { email: 'Inbox-Target@example.com' });
      expect(third.statusCode).toBe(429);
      await app.accountsAfterReply.idle();
      expect(await outboxFor(app, target)).toHaveLength(2);

      const partial = 'partial-target@example.com';
      expect((await call('POST', '/users/forgot_password', { email: partial })).statusCode).toBe(200);
      expect((await call('POST', '/users/forgot_password', { email: partial })).statusCode).toBe(200);
      // The address spent its budget (even with no account behind it): no account is started and nothing sent.
      expect((await call('PUT', '/users/email_verification', { email: partial })).statusCode).toBe(429);
      expect(await outboxFor(app, partial)).toHaveLength(0);
    });
  });

  describe('sign-in counts failures only', () => {
    const signIn = (email: string, password: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/v3/sessions', payload: { email, password }, remoteAddress });

    it("others' forgot-password calls and failures from elsewhere never lock the owner out", async () => {
      const owner = await createUser(app, { email: 'owner@example.com', password: 'owner-pass' });
      for (let i = 0; i < 5; i++) await call('POST', '/users/forgot_password', { email: owner.user.email });
      // An attacker's address runs into its limit…
      const attempts = [];
      for (let i = 0; i < 5; i++) attempts.push((await signIn(owner.user.email, 'guess-pass', '10.8.0.1')).statusCode);
      expect(attempts).toEqual([401, 401, 401, 401, 429]);
      // …while the owner signs in from theirs, as often as they like.
      for (let i = 0; i < 3; i++) expect((await signIn(owner.user.email, 'owner-pass', `10.8.1.${i + 1}`)).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect((await signIn(owner.user.email, 'owner-pass', '10.8.2.1')).statusCode).toBe(200);
    });

    it('caps failures against one email from everywhere at ten times the base an hour', async () => {
      const target = await createUser(app, { email: 'spread@example.com', password: 'target-pass' });
      const statuses = [];
      for (let i = 0; i < 41; i++) statuses.push((await signIn('SPREAD@example.com', 'guess-pass', `10.7.0.${i + 1}`)).statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(40);
      expect(statuses.at(-1)).toBe(429);
      expect((await signIn(target.user.email, 'target-pass', '10.7.1.1')).statusCode).toBe(429);
    });
  });

  describe('current-password checks', () => {
    it('limits wrong current passwords per account, across profile update and change password', async () => {
      const alex = await createUser(app, { password: 'right-pass' });
      const statuses = [];
      for (let i = 0; i < 2; i++) statuses.push((await call('PUT', '/users/profile', { password: `wrong-${i}-pass` }, alex.headers)).statusCode);
      for (let i = 0; i < 2; i++) {
        statuses.push((await call('POST', '/users/password', { current_password: `wrong-${i}-pass`, password: 'new-pass-1' }, alex.headers)).statusCode);
      }
      expect(statuses).toEqual([422, 422, 422, 422]);
      // Past the limit even the right password is refused: guessing stops here.
      const right = await call('POST', '/users/password', { current_password: 'right-pass', password: 'new-pass-1' }, alex.headers);
      expect(right.statusCode).toBe(429);
      expect(code(await call('PUT', '/users/profile', { password: 'right-pass', first_name: 'Al' }, alex.headers))).toBe('rate_limited');
      // A profile change that checks no password still goes through.
      expect((await call('PUT', '/users/profile', { first_name: 'Al' }, alex.headers)).statusCode).toBe(200);
    });
  });
});

describe('confirmation codes: a fresh code from an email change keeps the wrong-code lockout', async () => {
  const { app } = await build();
  it("the confirmation email of a profile change carries no one's sentence as a name", async () => {
    const alex = await createUser(app, { password: 'first-pass' });
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v3/users/profile',
      payload: { first_name: 'Claim your $500 prize at evil.example', email: 'spam-victim@example.com', password: 'first-pass' },
      headers: alex.headers,
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await outboxFor(app, 'spam-victim@example.com', 'confirmation-code');
    expect(mail?.text.startsWith('Hi,\n')).toBe(true);
    expect(mail?.html).not.toContain('evil.example');
  });

  it('five wrong codes, then an email change: the new code is locked too until a resend', async () => {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/v3/users',
      payload: { first_name: 'Kim', last_name: 'Lo', email: 'locked@example.com', password: 'secret-pass' },
    });
    const headers = { authorization: `Bearer ${signUp.json().meta.access_token}` };
    const [mail] = await outboxFor(app, 'locked@example.com', 'confirmation-code');
    const wrong = String((Number(mail!.code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) await app.inject({ method: 'PUT', url: '/api/v3/users/confirm_email', payload: { code: wrong }, headers });

    const moved = await app.inject({
      method: 'PUT',
      url: '/api/v3/users/profile',
      payload: { email: 'locked-2@example.com', password: 'secret-pass' },
      headers,
    });
    expect(moved.statusCode).toBe(200);
    const [fresh] = await outboxFor(app, 'locked-2@example.com', 'confirmation-code');
    const refused = await app.inject({ method: 'PUT', url: '/api/v3/users/confirm_email', payload: { code: fresh!.code }, headers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].detail).toBe('Too many incorrect attempts. Request a new code.');

    // "Request a new code" is the way on (and it is limited per account and address).
    expect((await app.inject({ method: 'POST', url: '/api/v3/users/resend_confirmation_code', headers })).statusCode).toBe(200);
    const [resent] = await outboxFor(app, 'locked-2@example.com', 'confirmation-code');
    const confirmed = await app.inject({ method: 'PUT', url: '/api/v3/users/confirm_email', payload: { code: resent!.code }, headers });
    expect(confirmed.statusCode).toBe(200);
  });
});
