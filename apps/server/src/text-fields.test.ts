import { CONTROL_CHARACTERS_MESSAGE } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories.ts';
import { build } from '../test/index.ts';

/**
 * Control characters in any text field (docs/product/errors-and-validation.md): a NUL reached PostgreSQL and answered 500. The shared
 * text builder (contracts common/fields.ts) refuses them with a 422 before any use-case runs.
 */
describe('control characters in text fields', async () => {
  const { app } = await build();
  const member = await createUser(app, { confirmed: true });
  const json = { 'content-type': 'application/json' };

  const cases = [
    { name: 'sign-up', method: 'POST', url: '/api/v3/users', payload: { first_name: 'a\u0000b', last_name: 'L', email: 'nul@example.com', password: 'secret-pass' }, pointer: '/first_name' },
    { name: 'sign-up password', method: 'POST', url: '/api/v3/users', payload: { first_name: 'A', last_name: 'L', email: 'nul2@example.com', password: 'secret\u0000pass' }, pointer: '/password' },
    { name: 'profile', method: 'PUT', url: '/api/v3/users/profile', payload: { city: 'Aus\u0000tin' }, pointer: '/city', auth: true },
    { name: 'promo', method: 'POST', url: '/api/v3/users/promo', payload: { promo_code: 'WELCOME\u000010' }, pointer: '/promo_code', auth: true },
    { name: 'email verification', method: 'PUT', url: '/api/v3/users/email_verification', payload: { email: 'a\u0000b@example.com' }, pointer: '/email' },
    { name: 'shop suggestion notes (multi-line)', method: 'POST', url: '/api/v3/shop_contact_requests', payload: { shop_name: 'Joe', city_state: 'Austin, TX', notes: 'line\u0000' }, pointer: '/notes' },
  ] as const;

  it.each(cases)('$name: 422 naming the field, with a sentence', async ({ method, url, payload, pointer, ...rest }) => {
    const response = await app.inject({
      method,
      url,
      payload,
      headers: { ...json, ...('auth' in rest ? member.headers : {}) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'validation_failed',
      detail: CONTROL_CHARACTERS_MESSAGE,
      source: { pointer },
    });
  });

  it('refuses one in a path parameter (the invite slug) with a 422, not a 500', async () => {
    const response = await app.inject({ url: '/api/v3/invites/abc%00def' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail: CONTROL_CHARACTERS_MESSAGE, source: { parameter: 'promo_slug' } });
  });

  it('keeps tab and newline in a multi-line field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/shop_contact_requests',
      payload: { shop_name: 'Joe', city_state: 'Austin, TX', notes: 'first line\n\tsecond line' },
    });
    expect(response.statusCode).toBe(201);
  });
});
