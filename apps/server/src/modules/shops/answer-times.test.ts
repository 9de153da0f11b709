import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { build } from '../../../test/index.ts';
import { locationsNear, offerRow, requestRow, seedShopWorld } from '../../../test/shop-test-data.ts';
import { offers, ownedVehicles, serviceRequests } from '../../db/schema/index.ts';
import { ANSWERS_IN_MEDIAN, medianAnswerMinutes } from './answer-times.ts';

/** A location's median answer time over its latest answers (docs/product/shops.md, ADR 085). */
describe('the median answer time', async () => {
  const { app, database } = await build();
  const db = database.db;
  let fast: string;
  let quiet: string;
  let even: string;

  beforeAll(async () => {
    await seedShopWorld(db);
    [fast, quiet, even] = (await locationsNear(db, '78701')).map((location) => location.id) as [string, string, string];
    const customer = await createUser(app, { confirmed: true });
    const [vehicle] = await db.insert(ownedVehicles).values({ userId: customer.user.id, year: 2012, make: 'Honda', model: 'Civic' }).returning();
    const [location] = await locationsNear(db, '78701');
    const now = app.clock.now().getTime();
    const requestsAt = new Date(now - 400 * 86_400_000);
    const requests = await db
      .insert(serviceRequests)
      .values(
        Array.from({ length: ANSWERS_IN_MEDIAN + 60 }, (_, index) =>
          requestRow({ userId: customer.user.id, ownedVehicleId: vehicle!.id, metroId: location!.metroId, lat: location!.lat, lon: location!.lon, requestFormToken: `median-${index}`, createdAt: requestsAt }),
        ),
      )
      .returning({ id: serviceRequests.id });
    const offer = (requestId: string, locationId: string, { daysAgo, answerSeconds, source = 'shop', status = 'open' }: { daysAgo: number; answerSeconds: number | null; source?: 'shop' | 'autoquote'; status?: 'open' | 'withdrawn' }) =>
      offerRow({ serviceRequestId: requestId, locationId, source, status, answerSeconds, requestCreatedAt: requestsAt, createdAt: new Date(now - daysAgo * 86_400_000) });
    await db.insert(offers).values([
      // The fast location: sixty slow answers (a day each) long ago, then its latest 200 — half of them withdrawn,
      // answers all the same — at 10 to 20 minutes; an autoquote and an answer without a time count for nothing.
      ...requests.slice(0, 60).map(({ id }, index) => offer(id, fast, { daysAgo: 300 - index, answerSeconds: 86_400 })),
      ...requests.slice(60).map(({ id }, index) => offer(id, fast, { daysAgo: 200 - index / 2, answerSeconds: 600 + (index % 11) * 60, status: index % 2 ? 'withdrawn' : 'open' })),
      offer(requests[0]!.id, fast, { daysAgo: 1, answerSeconds: 999_999, source: 'autoquote' }),
      offer(requests[1]!.id, fast, { daysAgo: 0, answerSeconds: null, status: 'withdrawn' }),
      // Two answers: the median is between them (30 and 31 minutes: 30.5, rounded up).
      offer(requests[0]!.id, even, { daysAgo: 5, answerSeconds: 1_800 }),
      offer(requests[1]!.id, even, { daysAgo: 4, answerSeconds: 1_860 }),
    ]);
  });

  it('is the median of the latest answers only, in whole minutes', async () => {
    // Over every answer it would be 17 minutes (the sixty slow ones push it up); over the latest 200, 15.
    expect(await medianAnswerMinutes(db, [fast, quiet, even, fast])).toEqual(
      new Map([
        [fast, 15],
        [quiet, null],
        [even, 31],
      ]),
    );
  });

  it('answers nothing for no location', async () => {
    expect(await medianAnswerMinutes(db, [])).toEqual(new Map());
  });
});
