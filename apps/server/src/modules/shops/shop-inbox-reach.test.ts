import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { build } from '../../../test/index.ts';
import { locationsNear, makeStaff, offerRow, requestRow, seedShopWorld } from '../../../test/shop-test-data.ts';
import { metros, offers, ownedVehicles, serviceRequests } from '../../db/schema/index.ts';
import { staffLocation, type StaffLocation } from '../../plugins/staff-locations.ts';
import { portalLocations } from './list-shop-locations.ts';
import { distanceMiles } from '../../data/zips.ts';
import { isInReach, milesBetween, REACH_SLACK_MILES } from './reach.ts';
import { type InboxStatus, INBOX_LIMIT, requestsInReach } from './shop-requests.ts';

/**
 * The inbox's rows at more than a page of the market (ADR 085): two thousand requests around one location — inside
 * its radius, in the corners of the box around it, in another metro at the same place — of every status, with the
 * location's live and withdrawn hand offers, its autoquotes and another location's bids, some made at the same
 * instant, offers made in any order. What each tab lists is checked against the rule itself (reach.ts and
 * shop-requests.ts, read in plain JavaScript over every row), newest first, at most a hundred.
 */
describe('the shop inbox over many requests', async () => {
  const { app, database } = await build();
  const db = database.db;
  let location: StaffLocation;

  /** A small deterministic generator (mulberry32): the same data set every run. */
  let seed = 2026_11_29;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

  beforeAll(async () => {
    await seedShopWorld(db);
    const [a, b] = await locationsNear(db, '78701');
    const staff = await createUser(app, { confirmed: true });
    await makeStaff(db, staff.user.id, [a!.id]);
    location = await staffLocation(db, { userId: staff.user.id, locationId: a!.id });
    const [otherMetro] = (await db.select().from(metros)).filter((metro) => metro.id !== location.metroId);
    const customer = await createUser(app, { confirmed: true });
    const [vehicle] = await db.insert(ownedVehicles).values({ userId: customer.user.id, year: 2012, make: 'Honda', model: 'Civic' }).returning();
    // Points in a box half again as wide as the radius: about half are out of reach (the box's corners and beyond).
    const latSpan = (location.serviceRadiusMiles / 69) * 1.5;
    const lonSpan = latSpan / Math.cos((location.lat * Math.PI) / 180);
    const start = app.clock.now().getTime() - 400 * 86_400_000;
    let at = start;
    const requests = Array.from({ length: 2000 }, (_, index) => {
      // Whole seconds apart, one in eight at the same instant as the one before (the order then falls to the id).
      if (random() > 0.125) at += Math.floor(random() * 3_600) * 1000 + 1000;
      const createdAt = new Date(at);
      return requestRow({
        userId: customer.user.id,
        ownedVehicleId: vehicle!.id,
        metroId: index % 15 === 0 ? otherMetro!.id : location.metroId,
        status: pick(['open', 'open', 'open', 'booked', 'completed', 'withdrawn'] as const),
        lat: location.lat + (random() * 2 - 1) * latSpan,
        lon: location.lon + (random() * 2 - 1) * lonSpan,
        requestFormToken: `inbox-${index}`,
        createdAt,
      });
    });
    const ids = await db.insert(serviceRequests).values(requests).returning({ id: serviceRequests.id, createdAt: serviceRequests.createdAt });
    const offer = (requestId: string, locationId: string, source: 'shop' | 'autoquote', status: 'open' | 'accepted' | 'withdrawn', requestAt: Date) => {
      // A hand offer comes some time after the request — or, written by another clock, before it: the inbox may not rely on either.
      const createdAt = new Date(requestAt.getTime() + Math.floor((random() * 2 - 0.2) * 86_400) * 1000);
      const answerSeconds = source === 'shop' ? Math.max(0, Math.floor((createdAt.getTime() - requestAt.getTime()) / 1000)) : null;
      return offerRow({ serviceRequestId: requestId, locationId, source, status, answerSeconds, requestCreatedAt: requestAt, createdAt });
    };
    const offerRows = ids.flatMap(({ id, createdAt }) => {
      const rows = [];
      const roll = random();
      if (roll < 0.45) rows.push(offer(id, location.id, 'shop', pick(['open', 'open', 'accepted'] as const), createdAt));
      else if (roll < 0.55) rows.push(offer(id, location.id, 'shop', 'withdrawn', createdAt));
      if (roll > 0.5 && roll < 0.6) rows.push(offer(id, location.id, 'shop', 'withdrawn', createdAt));
      if (random() < 0.5) rows.push(offer(id, location.id, 'autoquote', 'open', createdAt));
      if (random() < 0.3) rows.push(offer(id, b!.id, 'shop', 'open', createdAt));
      return rows;
    });
    for (let from = 0; from < offerRows.length; from += 1000) await db.insert(offers).values(offerRows.slice(from, from + 1000));
  });

  /** The rule in plain JavaScript over every row: in reach, the tab's condition, newest first (ties: the greater id first). */
  async function expected(status: InboxStatus, at: StaffLocation = location) {
    const rows = await db.select({ id: serviceRequests.id, metroId: serviceRequests.metroId, lat: serviceRequests.lat, lon: serviceRequests.lon, status: serviceRequests.status, createdAt: serviceRequests.createdAt }).from(serviceRequests);
    const hand = await db.select().from(offers).where(eq(offers.locationId, at.id));
    const answered = new Set(hand.filter((row) => row.source === 'shop' && row.status !== 'withdrawn').map((row) => row.serviceRequestId));
    return rows
      .filter((row) => isInReach(at, row))
      .filter((row) => (status === 'open' ? row.status === 'open' && !answered.has(row.id) : status === 'answered' ? answered.has(row.id) : true))
      .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || (y.id > x.id ? 1 : y.id < x.id ? -1 : 0))
      .map((row) => ({ id: row.id, distanceMiles: milesBetween(at, row) }));
  }

  it.each(['open', 'answered', 'all'] as const)('lists the %s tab as the rule has it, newest first, at most a hundred', async (status) => {
    const all = await expected(status);
    // More than a page of rows read, and more in reach than the inbox shows: the limit and the paging both count.
    expect(all.length).toBeGreaterThan(INBOX_LIMIT);
    expect(await requestsInReach(db, location, status, { limit: INBOX_LIMIT })).toEqual(all.slice(0, INBOX_LIMIT));
  });

  it('counts the open requests in reach for the portal as far as the inbox shows them, and says there are more', async () => {
    const open = (await expected('open')).length;
    expect(open).toBeGreaterThan(INBOX_LIMIT);
    const [portal] = await portalLocations(db, [location]);
    expect(portal).toMatchObject({ openRequestCount: INBOX_LIMIT, openRequestCountCapped: true });
  });

  it('counts every open request in reach when they fit in the inbox', async () => {
    // The same location with a radius holding fewer than a hundred open requests.
    const near = { ...location, serviceRadiusMiles: location.serviceRadiusMiles / 5 };
    const inReach = (await expected('open', near)).length;
    expect(inReach).toBeGreaterThan(0);
    expect(inReach).toBeLessThan(INBOX_LIMIT);
    expect((await portalLocations(db, [near]))[0]).toMatchObject({ openRequestCount: inReach, openRequestCountCapped: false });
  });

  it('keeps a request a hair inside the radius and leaves out one a hair outside, which the database lets through', async () => {
    // Due north of the location, by bisection: just inside the radius (within the database's slack), and just outside it (within the slack too).
    const northAt = (miles: number) => {
      let [low, high] = [0, 2 * (miles / 69)];
      for (let step = 0; step < 200; step += 1) {
        const middle = (low + high) / 2;
        if (distanceMiles(location, { lat: location.lat + middle, lon: location.lon }) < miles) low = middle;
        else high = middle;
      }
      return location.lat + low;
    };
    const radius = location.serviceRadiusMiles;
    const [inside, outside] = [northAt(radius - REACH_SLACK_MILES / 2), northAt(radius + REACH_SLACK_MILES / 2)];
    expect(distanceMiles(location, { lat: inside, lon: location.lon })).toBeLessThanOrEqual(radius);
    expect(distanceMiles(location, { lat: outside, lon: location.lon })).toBeGreaterThan(radius);
    const [template] = await db.select().from(serviceRequests).limit(1);
    const { id: _id, ...fields } = template!;
    const newest = new Date(app.clock.now().getTime() - 1000);
    await db.insert(serviceRequests).values([
      { ...fields, metroId: location.metroId, status: 'open', lat: outside, lon: location.lon, requestFormToken: 'inbox-outside', createdAt: newest, updatedAt: newest },
      { ...fields, metroId: location.metroId, status: 'open', lat: inside, lon: location.lon, requestFormToken: 'inbox-inside', createdAt: new Date(newest.getTime() - 1000), updatedAt: newest },
    ]);
    for (const status of ['open', 'all'] as const) {
      const listed = await requestsInReach(db, location, status, { limit: INBOX_LIMIT });
      expect(listed).toEqual((await expected(status)).slice(0, INBOX_LIMIT));
      expect(listed[0]?.distanceMiles).toBe(radius);
    }
    const [portal] = await portalLocations(db, [location]);
    expect(portal?.openRequestCount).toBe(Math.min(INBOX_LIMIT, (await expected('open')).length));
  });

  it('lists nothing for a location that reaches nobody', async () => {
    expect(await requestsInReach(db, { ...location, active: false }, 'all', { limit: INBOX_LIMIT })).toEqual([]);
    expect(await requestsInReach(db, { ...location, appointmentTypes: ['car_wash'] }, 'answered', { limit: INBOX_LIMIT })).toEqual([]);
    expect((await portalLocations(db, [{ ...location, active: false }]))[0]?.openRequestCount).toBe(0);
  });
});
