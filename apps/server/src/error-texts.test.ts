import { accountMessages, locationMessages, messages } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { build } from '../test/index.ts';

/** Error texts that misled (docs/product/errors-and-validation.md): each answer says what is really wrong. */
describe('error texts at the edges', async () => {
  const { app } = await build();

  it('an over-long shop name says it is too long, not that it is required', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/shop_contact_requests',
      payload: { shop_name: 'x'.repeat(129), city_state: 'Austin, TX' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail: 'Shop name must be at most 128 characters.', source: { pointer: '/shop_name' } });
    const missing = await app.inject({ method: 'POST', url: '/api/v3/shop_contact_requests', payload: { city_state: 'Austin, TX' } });
    expect(missing.json().errors[0].detail).toBe(messages.shopNameRequired);
  });

  it('an over-long zip search term says it is too long, not that it is too short', async () => {
    const response = await app.inject({ url: `/api/turbo/v1/zipcode/search?term=${'7'.repeat(129)}` });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Term must be at most 128 characters.');
    const short = await app.inject({ url: '/api/turbo/v1/zipcode/search?term=7' });
    expect(short.json().message).toBe(locationMessages.searchTermShort);
  });

  it.each([10, 101, 300, 3000])('an invite slug of %i characters is the invite’s own 404', async (length) => {
    const response = await app.inject({ url: `/api/v3/invites/${'a'.repeat(length)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatchObject({ code: 'not_found', detail: accountMessages.inviteNotFound });
  });

  it('a text/plain body is a 415, not a missing body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/sessions',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.co&password=secret',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0]).toMatchObject({ code: 'unsupported_media_type', detail: 'This content type is not supported.' });
  });
});
