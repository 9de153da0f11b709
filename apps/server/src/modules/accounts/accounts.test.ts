import { accountMessages } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promoCodes, users } from '../../db/schema/index.ts';
import { build } from '../../../test/index.ts';
import { createPartner, createUser, expiredAccessToken, outboxFor } from '../../../test/factories.ts';

describe('accounts: sign-up, sign-in, profile, user type, partial accounts', async () => {
  const { app, database } = await build();
  const db = database.db;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url: `/api/v3${url}`, payload, headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const details = (response: { json(): unknown }) =>
    (response.json() as { errors: { code: string; detail: string; source?: { pointer?: string } }[] }).errors.map((e) => ({
      code: e.code,
      detail: e.detail,
      pointer: e.source?.pointer,
    }));
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Alex',
    last_name: 'Rivera',
    email: `alex-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'secret-pass',
    ...overrides,
  });

  describe('POST /users (sign-up)', () => {
    it('creates the account, signs it in and emails a confirmation code', async () => {
      const response = await call('POST', '/users', newUser({ email: 'Sam.Lee@Example.com', phone_number: '(312) 555-0199', contact_via_text_message: true }));
      expect(response.statusCode).toBe(201);
      expect(response.headers['content-type']).toContain('application/vnd.api+json');
      const body = response.json();
      expect(body.data).toMatchObject({
        type: 'users',
        attributes: {
          first_name: 'Alex',
          last_name: 'Rivera',
          email: 'Sam.Lee@Example.com',
          provider_id: 'email',
          uid: 'sam.lee@example.com',
          phone_number: '3125550199',
          contact_via_text_message: true,
          status: 'active',
          confirmed: false,
          has_password: true,
          admin: false,
          type: 'other',
          rewards: 0,
          earned_rewards: 0,
          used_rewards: 0,
          unread_count: 0,
          has_service_requests: false,
          is_retail_user: true,
          administered_partners: [],
        },
      });
      expect(body.meta).toMatchObject({ token_type: 'Bearer', expires_in: 900, new_account: true });

      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^pitstop_refresh=[\w-]{43};/);
      expect(cookie).toContain('Path=/api/v3/sessions');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');

      const profile = await call('GET', '/users/profile', undefined, bearer(body.meta.access_token));
      expect(profile.json().data.id).toBe(body.data.id);

      const [row] = await db.select().from(users).where(eq(users.id, body.data.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      const [mail] = await outboxFor(app, 'Sam.Lee@Example.com');
      expect(mail).toMatchObject({ template: 'confirmation-code', channel: 'email', status: 'local' });
      expect(mail?.code).toMatch(/^\d{6}$/);
      expect(mail?.html).toContain(mail?.code);
    });

    it('accepts a JSON:API content type', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v3/users',
        headers: { 'content-type': 'application/vnd.api+json' },
        payload: JSON.stringify(newUser()),
      });
      expect(response.statusCode).toBe(201);
    });

    it('answers each invalid field with the spec sentence', async () => {
      const response = await call('POST', '/users', { first_name: ' ', last_name: '', email: 'not-an-email', password: '12345' });
      expect(response.statusCode).toBe(422);
      expect(details(response)).toEqual(
        expect.arrayContaining([
          { code: 'validation_failed', detail: 'First name is required.', pointer: '/first_name' },
          { code: 'validation_failed', detail: 'Last name is required.', pointer: '/last_name' },
          { code: 'validation_failed', detail: 'Email is invalid.', pointer: '/email' },
          { code: 'validation_failed', detail: 'Enter at least 6 characters.', pointer: '/password' },
        ]),
      );
    });

    it('refuses a phone number that is not 10 digits (or 11 starting with 1)', async () => {
      const response = await call('POST', '/users', newUser({ phone_number: '555-0199' }));
      expect(response.statusCode).toBe(422);
      expect(details(response)).toEqual([{ code: 'validation_failed', detail: 'Phone number is invalid.', pointer: '/phone_number' }]);
    });

    it('refuses an email already registered, whatever its case', async () => {
      await call('POST', '/users', newUser({ email: 'taken@example.com' }));
      const response = await call('POST', '/users', newUser({ email: 'TAKEN@Example.COM' }));
      expect(response.statusCode).toBe(422);
      expect(details(response)).toEqual([{ code: 'email_taken', detail: 'email has already been taken', pointer: '/email' }]);
    });

    it('tells a Facebook-only account apart', async () => {
      await createUser(app, { email: 'fb-only@example.com', password: null, facebookUid: 'fb-100' });
      const response = await call('POST', '/users', newUser({ email: 'Fb-Only@example.com' }));
      expect(details(response)).toEqual([
        { code: 'facebook_account', detail: 'E-mail is already associated with Facebook Login account', pointer: '/email' },
      ]);
    });

    it('keeps SMS consent only with a phone number', async () => {
      const response = await call('POST', '/users', newUser({ contact_via_text_message: true }));
      expect(response.json().data.attributes).toMatchObject({ phone_number: null, contact_via_text_message: false });
    });

    it('records the program, sources and delivery companies; a ride-share program marks the driver', async () => {
      const response = await call(
        'POST',
        '/users',
        newUser({
          partner_name: 'lyft',
          is_retail_user: false,
          acquisition_source: 'landing',
          marketing_source: 'radio',
          campaign_source: 'spring',
          delivery_driver_companies: ['DoorDash', 'Uber Eats', 'DoorDash', 'Local Eats'],
        }),
      );
      expect(response.json().data.attributes).toMatchObject({
        is_lyft_driver: true,
        new_lyft_account: true,
        is_retail_user: false,
        partner_name: 'lyft',
      });
      const [row] = await db.select().from(users).where(eq(users.id, response.json().data.id));
      expect(row).toMatchObject({
        acquisitionSource: 'landing',
        marketingSource: 'radio',
        campaignSource: 'spring',
        deliveryDriverCompanies: ['DoorDash', 'Uber Eats', 'Local Eats'],
      });
    });

    /** Confirms the account with the code from its email; answers the profile's attributes. */
    async function confirm(email: string, accessToken: string) {
      const [mail] = await outboxFor(app, email, 'confirmation-code');
      const confirmed = await call('PUT', '/users/confirm_email', { code: mail!.code }, bearer(accessToken));
      expect(confirmed.statusCode).toBe(200);
      return confirmed.json().data.attributes;
    }

    it('takes a promo code in the same transaction and credits it when the email is confirmed (ADR 022)', async () => {
      await db.insert(promoCodes).values({ code: 'SIGNUP5', rewardCents: 500 });
      const payload = newUser({ promo_code: 'signup5' });
      const response = await call('POST', '/users', payload);
      expect(response.statusCode).toBe(201);
      expect(response.json().data.attributes).toMatchObject({ rewards: 0, earned_rewards: 0 });
      expect(await confirm(payload.email, response.json().meta.access_token)).toMatchObject({ rewards: 5, earned_rewards: 5 });
    });

    it('creates nothing when the promo code is invalid', async () => {
      const payload = newUser({ promo_code: 'NO-SUCH-CODE' });
      const response = await call('POST', '/users', payload);
      expect(response.statusCode).toBe(422);
      expect(details(response)).toEqual([{ code: 'promo_code_invalid', detail: 'Promo code is invalid.', pointer: '/promo_code' }]);
      const type = await call('GET', `/users/type?email=${encodeURIComponent(payload.email)}`);
      expect(type.json().meta.exists).toBe(false);
      expect(await outboxFor(app, payload.email)).toEqual([]);
    });

    it('credits both sides of an invite slug used at sign-up once the invitee confirms', async () => {
      const inviter = await createUser(app, { firstName: 'Jordan', promoSlug: 'jordan-abc123', confirmed: true });
      const payload = newUser({ promo_code: 'JORDAN-ABC123' });
      const response = await call('POST', '/users', payload);
      expect(response.statusCode).toBe(201);
      expect(response.json().data.attributes.rewards).toBe(0);
      const inviterRewards = async () => (await call('GET', '/users/profile', undefined, inviter.headers)).json().data.attributes.rewards;
      expect(await inviterRewards()).toBe(0);
      expect((await confirm(payload.email, response.json().meta.access_token)).rewards).toBe(10);
      expect(await inviterRewards()).toBe(10);
    });
  });

  describe('POST /sessions (sign-in)', () => {
    it('signs in with the password, whatever the case of the email', async () => {
      const { user } = await createUser(app, { email: 'casey@example.com', password: 'right-pass' });
      const response = await call('POST', '/sessions', { email: 'CASEY@example.com', password: 'right-pass' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: { id: user.id }, meta: { token_type: 'Bearer', new_account: false } });
      expect(String(response.headers['set-cookie'])).toContain('pitstop_refresh=');
    });

    it('gives one answer for a wrong password and an unknown email', async () => {
      await createUser(app, { email: 'drew@example.com', password: 'right-pass' });
      const wrong = await call('POST', '/sessions', { email: 'drew@example.com', password: 'wrong-pass' });
      const unknown = await call('POST', '/sessions', { email: 'nobody@example.com', password: 'wrong-pass' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(details(wrong)).toEqual([{ code: 'invalid_credentials', detail: 'Invalid email or password.', pointer: undefined }]);
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('does not sign in an account without a password or a disabled one', async () => {
      await createUser(app, { email: 'nopass@example.com', password: null, facebookUid: 'fb-nopass' });
      expect((await call('POST', '/sessions', { email: 'nopass@example.com', password: 'anything' })).statusCode).toBe(401);
      await createUser(app, { email: 'off@example.com', password: 'right-pass', status: 'disabled' });
      const disabled = await call('POST', '/sessions', { email: 'off@example.com', password: 'right-pass' });
      expect(disabled.statusCode).toBe(403);
      expect(details(disabled)).toEqual([{ code: 'account_disabled', detail: accountMessages.accountDisabled, pointer: undefined }]);
    });

    it('validates the email and password', async () => {
      const response = await call('POST', '/sessions', { email: 'x', password: '' });
      expect(details(response)).toEqual([
        { code: 'validation_failed', detail: 'Email is invalid.', pointer: '/email' },
        { code: 'validation_failed', detail: 'Enter at least 6 characters.', pointer: '/password' },
      ]);
    });
  });

  describe('GET and PUT /users/profile', () => {
    it('needs a valid access token', async () => {
      const guest = await call('GET', '/users/profile');
      expect(guest.statusCode).toBe(401);
      expect(guest.headers['www-authenticate']).toBe('Bearer realm="api"');
      expect(details(guest)).toEqual([{ code: 'sign_in_required', detail: 'Please sign in to continue.', pointer: undefined }]);

      const forged = await call('GET', '/users/profile', undefined, bearer('eyJhbGciOiJIUzI1NiJ9.e30.bad'));
      expect(details(forged)[0]).toMatchObject({ code: 'session_expired', detail: 'Your session has expired. Please sign in again.' });

      const { user } = await createUser(app);
      const expired = await call('GET', '/users/profile', undefined, bearer(await expiredAccessToken(app, user)));
      expect(expired.statusCode).toBe(401);
      expect(details(expired)[0]).toMatchObject({ code: 'session_expired', detail: 'Your session has expired. Please sign in again.' });
    });

    it('shows roles, partner administration and rewards in dollars', async () => {
      const partner = await createPartner(app, { slug: 'gig-drivers', name: 'Gig Drivers' });
      const admin = await createUser(app, {
        admin: true,
        type: 'employee',
        confirmed: true,
        rewardsCents: 2550,
        administeredPartners: ['gig-drivers'],
      });
      const response = await call('GET', '/users/profile', undefined, admin.headers);
      expect(response.json().data.attributes).toMatchObject({
        admin: true,
        type: 'employee',
        confirmed: true,
        rewards: 25.5,
        earned_rewards: 25.5,
        used_rewards: 0,
        administered_partners: [{ id: partner.id, name: 'Gig Drivers', slug: 'gig-drivers' }],
      });
    });

    it("is always the token's own user: another user's profile can be neither read nor changed", async () => {
      const alice = await createUser(app, { firstName: 'Alice' });
      const bob = await createUser(app, { firstName: 'Bob' });
      const read = await call('GET', `/users/profile?id=${bob.user.id}`, undefined, alice.headers);
      expect(read.json().data.id).toBe(alice.user.id);
      // Both kept now (ADR 067): each user's copy is their own, and a change shows at once.
      expect((await call('GET', '/users/profile', undefined, bob.headers)).json().data.attributes.first_name).toBe('Bob');
      const write = await call('PUT', '/users/profile', { id: bob.user.id, first_name: 'Mallory' }, alice.headers);
      expect(write.json().data).toMatchObject({ id: alice.user.id, attributes: { first_name: 'Mallory' } });
      expect((await call('GET', '/users/profile', undefined, alice.headers)).json().data.attributes.first_name).toBe('Mallory');
      expect((await call('GET', '/users/profile', undefined, bob.headers)).json().data.attributes.first_name).toBe('Bob');
      const [bobRow] = await db.select().from(users).where(eq(users.id, bob.user.id));
      expect(bobRow?.firstName).toBe('Bob');
      expect((await app.inject({ method: 'GET', url: `/api/v3/users/${bob.user.id}/profile`, headers: alice.headers })).statusCode).toBe(404);
    });

    it('takes no roles, state or secrets from the body (mass assignment)', async () => {
      const { user, headers } = await createUser(app, { firstName: 'Plain' });
      const response = await call(
        'PUT',
        '/users/profile',
        { first_name: 'Still', admin: true, type: 'employee', confirmed: true, status: 'active', password_hash: 'x', promo_slug: 'mine', rewards: 500 },
        headers,
      );
      expect(response.statusCode).toBe(200);
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ firstName: 'Still', admin: false, type: 'other', confirmedAt: null, promoSlug: user.promoSlug });
      expect(row?.passwordHash).toBe(user.passwordHash);
      expect(response.json().data.attributes).toMatchObject({ admin: false, rewards: 0, confirmed: false });
    });

    it('stores text that looks like SQL as text: every query is parameterised', async () => {
      const { user, headers } = await createUser(app);
      const name = "Robert'); DROP TABLE users;--";
      const response = await call('PUT', '/users/profile', { first_name: name, city: "' OR '1'='1" }, headers);
      expect(response.json().data.attributes).toMatchObject({ first_name: name, city: "' OR '1'='1" });
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      expect(row?.firstName).toBe(name);
    });

    it('changes only the fields sent; emptying the phone clears SMS consent', async () => {
      const { headers } = await createUser(app, { phoneNumber: '3125550100', contactViaTextMessage: true });
      const response = await call(
        'PUT',
        '/users/profile',
        { last_name: 'Nguyen', address_1: '1 Main St', address_2: '', city: 'Chicago', state: 'il', zipcode: '60601-1234' },
        headers,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes).toMatchObject({
        first_name: 'Test',
        last_name: 'Nguyen',
        phone_number: '3125550100',
        contact_via_text_message: true,
        address_1: '1 Main St',
        address_2: null,
        city: 'Chicago',
        state: 'IL',
        zipcode: '60601-1234',
      });
      const cleared = await call('PUT', '/users/profile', { phone_number: '' }, headers);
      expect(cleared.json().data.attributes).toMatchObject({ phone_number: null, contact_via_text_message: false });
      const consent = await call('PUT', '/users/profile', { contact_via_text_message: true }, headers);
      expect(consent.json().data.attributes.contact_via_text_message).toBe(false);
    });

    it('answers invalid fields with their sentences', async () => {
      const { headers } = await createUser(app);
      const response = await call('PUT', '/users/profile', { first_name: '', email: 'bad', zipcode: '1234' }, headers);
      expect(response.statusCode).toBe(422);
      expect(details(response)).toEqual(
        expect.arrayContaining([
          { code: 'validation_failed', detail: 'First name is required.', pointer: '/first_name' },
          { code: 'validation_failed', detail: 'Email is invalid.', pointer: '/email' },
          { code: 'validation_failed', detail: 'Zipcode is invalid', pointer: '/zipcode' },
        ]),
      );
    });

    it("refuses another user's email, whatever its case", async () => {
      await createUser(app, { email: 'owner@example.com' });
      const { headers, password } = await createUser(app);
      const response = await call('PUT', '/users/profile', { email: 'OWNER@example.com', password }, headers);
      expect(response.statusCode).toBe(422);
      expect(details(response)).toEqual([
        { code: 'email_taken', detail: 'Email has already been taken and Email is in use already', pointer: '/email' },
      ]);
    });

    it('changes the email only with the current password, then asks to confirm the new one', async () => {
      const { headers, password } = await createUser(app, { confirmed: true });
      const without = await call('PUT', '/users/profile', { email: 'new-address@example.com' }, headers);
      expect(details(without)).toEqual([{ code: 'current_password_required', detail: accountMessages.passwordRequiredForEmailChange, pointer: '/password' }]);
      const wrong = await call('PUT', '/users/profile', { email: 'new-address@example.com', password: 'not-it!' }, headers);
      expect(details(wrong)).toEqual([{ code: 'current_password_wrong', detail: 'Current password is incorrect.', pointer: '/password' }]);

      const changed = await call('PUT', '/users/profile', { email: 'new-address@example.com', password }, headers);
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data.attributes).toMatchObject({ email: 'new-address@example.com', confirmed: false });
      const [mail] = await outboxFor(app, 'new-address@example.com');
      expect(mail?.template).toBe('confirmation-code');
    });

    it('keeps the account confirmed when only the case of the email changes', async () => {
      const { headers } = await createUser(app, { email: 'mixed@example.com', confirmed: true });
      const response = await call('PUT', '/users/profile', { email: 'Mixed@Example.com' }, headers);
      expect(response.json().data.attributes).toMatchObject({ email: 'Mixed@Example.com', confirmed: true });
    });
  });

  describe('GET /users/type', () => {
    it('tells whether an email has an account and how it signs in', async () => {
      await createUser(app, { email: 'pw@example.com' });
      await createUser(app, { email: 'fb@example.com', password: null, facebookUid: 'fb-200' });
      const type = async (email: string) => (await call('GET', `/users/type?email=${encodeURIComponent(email)}`)).json().meta;
      expect(await type('PW@example.com')).toEqual({ email: 'PW@example.com', exists: true, has_password: true, facebook: false, partial: false });
      expect(await type('fb@example.com')).toMatchObject({ exists: true, has_password: false, facebook: true });
      expect(await type('new@example.com')).toMatchObject({ exists: false, has_password: false, facebook: false });
    });

    it('validates the email', async () => {
      const response = await call('GET', '/users/type?email=nope');
      expect(response.statusCode).toBe(422);
      expect(details(response)).toEqual([{ code: 'validation_failed', detail: 'Email is invalid.', pointer: undefined }]);
    });
  });

  describe('PUT /users/email_verification and partial completion', () => {
    it('makes a partial account for a new email, which PUT /users/profile completes', async () => {
      const started = await call('PUT', '/users/email_verification', { email: 'lead@example.com', landing_page: 'plus' });
      expect(started.statusCode).toBe(201);
      expect(started.json().data.attributes).toMatchObject({ status: 'partial', has_password: false, first_name: null });
      expect(started.json().meta.new_account).toBe(true);
      const [mail] = await outboxFor(app, 'lead@example.com');
      expect(mail?.template).toBe('confirmation-code');

      const completed = await call(
        'PUT',
        '/users/profile',
        { first_name: 'Lee', last_name: 'Park', password: 'chosen-pass', phone_number: '13125550123', contact_via_text_message: true },
        bearer(started.json().meta.access_token),
      );
      expect(completed.json().data.attributes).toMatchObject({
        status: 'active',
        has_password: true,
        phone_number: '3125550123',
        contact_via_text_message: true,
      });
      expect((await call('POST', '/sessions', { email: 'lead@example.com', password: 'chosen-pass' })).statusCode).toBe(200);
    });

    it("records the program of the page that started it, as sign-up does (ADR 062), and keeps out a lead's without one", async () => {
      const started = await call('PUT', '/users/email_verification', { email: 'driver-lead@example.com', landing_page: '/plus/lyft/driver/create-password', partner_name: 'lyft' });
      expect(started.statusCode).toBe(201);
      expect(started.json().data.attributes).toMatchObject({ status: 'partial', partner_name: 'lyft', is_lyft_driver: true, new_lyft_account: true });
      const [row] = await db.select().from(users).where(eq(users.email, 'driver-lead@example.com'));
      expect(row).toMatchObject({ partnerName: 'lyft', landingPage: '/plus/lyft/driver/create-password' });

      const plain = await call('PUT', '/users/email_verification', { email: 'plain-lead@example.com' });
      expect(plain.json().data.attributes).toMatchObject({ partner_name: null, is_lyft_driver: false });
    });

    it('validates the email', async () => {
      const response = await call('PUT', '/users/email_verification', { email: 'bad@' });
      expect(response.statusCode).toBe(422);
      expect(details(response)).toEqual([{ code: 'validation_failed', detail: 'Email is invalid.', pointer: '/email' }]);
    });

    it('only describes an email that already has an account', async () => {
      await createUser(app, { email: 'exists@example.com' });
      const response = await call('PUT', '/users/email_verification', { email: 'Exists@example.com' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        meta: { email: 'Exists@example.com', exists: true, has_password: true, facebook: false, partial: false },
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    });
  });
});
