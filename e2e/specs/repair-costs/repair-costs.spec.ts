import { randomUUID } from 'node:crypto';
import { auth } from '../../fixtures/booking.ts';
import { expect, test } from '../../fixtures/test.ts';

// RepairCosts has no page yet: this spec calls its API as the browser would, with users made by the fixtures.
// When a page comes, sign in with `signedInUser`, open it through `href()`'s path and read it by role.

test('a new user has no repair costs; one that is not theirs is 404; signed out is 401', async ({ request, createUser }) => {
  const user = await createUser();
  const own = await request.get('/api/v3/repair_costs', { headers: auth(user.accessToken) });
  expect(own.status()).toBe(200);
  expect(await own.json()).toMatchObject({ data: [], meta: { count: 0 } });
  const missing = await request.get(`/api/v3/repair_costs/${randomUUID()}`, { headers: auth(user.accessToken) });
  expect(missing.status()).toBe(404);
  expect((await request.get('/api/v3/repair_costs')).status()).toBe(401);
});
