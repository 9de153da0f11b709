import { randomUUID } from 'node:crypto';
import { bookingLimitMessages, MAX_OPEN_REQUESTS_UNCONFIRMED, REQUESTS_PER_ACCOUNT_PER_DAY, REQUESTS_PER_ADDRESS_FACTOR } from '@pitstop/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { createMarket, createOwnedVehicle, seedTestCatalog } from '../../../test/market.ts';
import { serviceRequests, users } from '../../db/schema/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

describe('how many service requests one account and one address make (ADR 046)', async () => {
  // The production budget and limits (test runs raise the one, as they do the sign-in budgets, and switch off the other).
  const { app, database } = await build({ REQUEST_DAILY_MAX: String(REQUESTS_PER_ACCOUNT_PER_DAY), BOOKING_LIMITS: 'true' });
  const db = database.db;
  let oilId: string;
  let address = 1;
  /** Each account calls from an address of its own unless the test gives one. */
  const freshAddress = () => `10.24.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  beforeAll(async () => {
    await seedTestCatalog(app);
    await createMarket(app, { locations: [{ zipcode: '78701' }, { zipcode: '78702' }] });
    oilId = (await app.catalog.get()).bySlug.get('oil-change')!.id;
  });

  const ask = async (user: CreatedUser, from: string, token: string = randomUUID()) => {
    const vehicle = await createOwnedVehicle(app, user.user.id, { year: 2016, make: 'Honda', model: 'Civic' });
    return app.inject({
      method: 'POST',
      url: '/api/v3/service_requests',
      headers: user.headers,
      remoteAddress: from,
      payload: { services: [{ service_id: oilId }], owned_vehicle_id: vehicle.id, zipcode: '78701', request_form_token: token },
    });
  };
  const requestsOf = async (user: CreatedUser) => (await db.select({ n: count() }).from(serviceRequests).where(eq(serviceRequests.userId, user.user.id)))[0]!.n;
  const errorOf = (response: { json(): any }) => response.json().errors[0];

  it('an unconfirmed account puts at most three open requests into shop inboxes; confirming (or withdrawing one) lets more through', async () => {
    const mallory = await createUser(app, { email: 'mallory-requests@example.com' });
    const from = freshAddress();
    const made: string[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await ask(mallory, from);
      if (response.statusCode === 201) made.push(response.json().data.id);
      else {
        expect(response.statusCode, response.body).toBe(409);
        expect(errorOf(response)).toMatchObject({ code: 'account_unconfirmed', detail: bookingLimitMessages.unconfirmedRequests });
      }
    }
    expect(made).toHaveLength(MAX_OPEN_REQUESTS_UNCONFIRMED);
    expect(await requestsOf(mallory)).toBe(MAX_OPEN_REQUESTS_UNCONFIRMED);

    const withdrawn = await app.inject({ method: 'DELETE', url: `/api/v3/service_requests/${made[0]}?reason_withdrawn=fixed_it`, headers: mallory.headers, remoteAddress: from });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await ask(mallory, from)).statusCode).toBe(201);
    expect((await ask(mallory, from)).statusCode).toBe(409);

    await db.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, mallory.user.id));
    expect((await ask(mallory, from)).statusCode).toBe(201);
  });

  it('every account makes at most the day’s budget of requests (429 with the sentence); a retry of one made still answers it', async () => {
    const carol = await createUser(app, { email: 'carol-requests@example.com', confirmed: true });
    const from = freshAddress();
    let lastToken: string = randomUUID();
    for (let i = 0; i < REQUESTS_PER_ACCOUNT_PER_DAY; i++) {
      lastToken = randomUUID();
      const response = await ask(carol, from, lastToken);
      expect(response.statusCode, response.body).toBe(201);
    }
    const over = await ask(carol, freshAddress());
    expect(over.statusCode, over.body).toBe(429);
    expect(errorOf(over)).toMatchObject({ code: 'rate_limited', detail: bookingLimitMessages.requestsPerDay });
    expect(await requestsOf(carol)).toBe(REQUESTS_PER_ACCOUNT_PER_DAY);
    // The form sent again (a lost answer): the request it made, not a refusal.
    expect((await ask(carol, from, lastToken)).statusCode).toBe(200);
  });

  it('one caller address makes at most its day’s budget of requests, whichever accounts it signs in as', async () => {
    const from = freshAddress();
    const budget = REQUESTS_PER_ACCOUNT_PER_DAY * REQUESTS_PER_ADDRESS_FACTOR;
    let made = 0;
    let refused: any = null;
    for (let account = 0; refused === null && account < REQUESTS_PER_ADDRESS_FACTOR + 1; account++) {
      const user = await createUser(app, { email: `household-${account}-requests@example.com`, confirmed: true });
      for (let i = 0; i < REQUESTS_PER_ACCOUNT_PER_DAY; i++) {
        const response = await ask(user, from);
        if (response.statusCode === 201) made += 1;
        else {
          refused = response;
          break;
        }
      }
    }
    expect(made).toBe(budget);
    expect(refused?.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({ code: 'rate_limited', detail: bookingLimitMessages.requestsPerDay });
  });
});
