import { describe, expect, it } from 'vitest';
import { build } from '../test/index.ts';
import { createUser } from '../test/factories.ts';

/** The spec writes some calls with a trailing slash (POST v3/service_requests/, …/appointments/): they answer as the plain ones. */
describe('paths with a trailing slash', async () => {
  const { app } = await build();
  const alice = await createUser(app, { email: 'alice-slash@example.com' });

  it('answers the spec’s slashed calls as the plain ones, and any other path too', async () => {
    for (const [method, url] of [
      ['POST', '/api/v3/service_requests'],
      ['POST', '/api/v3/users/service_requests/appointments'],
    ] as const) {
      const plain = await app.inject({ method, url, headers: alice.headers, payload: {} });
      const slashed = await app.inject({ method, url: `${url}/`, headers: alice.headers, payload: {} });
      expect(plain.statusCode, url).toBe(422);
      expect(slashed.statusCode, `${url}/`).toBe(plain.statusCode);
      expect(slashed.json(), `${url}/`).toEqual(plain.json());
    }
    const list = await app.inject({ method: 'GET', url: `/api/v3/users/${alice.user.id}/service_requests/open/`, headers: alice.headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().meta.count).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/v3/users/profile/', headers: alice.headers })).statusCode).toBe(200);
  });
});
