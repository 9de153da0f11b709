import type { ShopPortalLocation } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { METROS } from '../../data/metros.ts';
import { shopLocations, shopStaff } from '../../db/schema/index.ts';
import { findUserByEmail } from '../accounts/index.ts';
import { DEMO_SHOP_PASSWORD, demoShopStaffEmail, seedDemoShopStaff } from './index.ts';
import { seedShopWorld } from '../../../test/shop-test-data.ts';

describe('demo shop staff and the test-support staff user', async () => {
  const { app, database } = await build();
  const db = database.db;
  const signIn = async (email: string, password: string) => {
    const response = await app.inject({ method: 'POST', url: '/api/v3/sessions', payload: { email, password } });
    expect(response.statusCode, email).toBe(200);
    return (response.json() as { meta: { access_token: string } }).meta.access_token;
  };
  const shopLocationsOf = async (accessToken: string) => {
    const response = await app.inject({ url: '/api/shop/v1/locations', headers: { authorization: `Bearer ${accessToken}` } });
    expect(response.statusCode).toBe(200);
    return response.json() as ShopPortalLocation[];
  };

  beforeAll(async () => {
    await seedShopWorld(db);
    await seedDemoShopStaff(db);
  });

  it('gives every metro a staff member who signs in with the README password and works at two repair locations there', async () => {
    for (const metro of METROS) {
      const locations = await shopLocationsOf(await signIn(demoShopStaffEmail(metro.slug), DEMO_SHOP_PASSWORD));
      expect(locations, metro.slug).toHaveLength(2);
      const rows = await Promise.all(locations.map(async (location) => (await db.select().from(shopLocations).where(eq(shopLocations.id, location.id)))[0]!));
      for (const row of rows) {
        expect(row.appointmentTypes).toContain('service');
        expect(row.slug.startsWith(`${metro.slug}-`)).toBe(true);
      }
    }
    expect(demoShopStaffEmail('austin')).toBe('shop.austin@pitstop.test');
  });

  it('is idempotent: a second run adds no account and no link', async () => {
    const user = await findUserByEmail(db, demoShopStaffEmail('austin'));
    const before = await db.select().from(shopStaff).where(eq(shopStaff.userId, user!.id));
    await seedDemoShopStaff(db);
    expect(await db.select().from(shopStaff).where(eq(shopStaff.userId, user!.id))).toEqual(before);
    expect((await findUserByEmail(db, demoShopStaffEmail('austin')))?.id).toBe(user!.id);
  });

  it('makes a staff user of the location nearest a zip through POST /api/test/users', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/users', payload: { confirmed: true, shopStaffNear: '78701' } });
    expect(response.statusCode).toBe(201);
    const [location] = await shopLocationsOf((response.json() as { accessToken: string }).accessToken);
    expect(location?.city).toBeTruthy();
    const [row] = await db.select().from(shopLocations).where(eq(shopLocations.id, location!.id));
    expect(row?.appointmentTypes).toContain('service');

    const nowhere = await app.inject({ method: 'POST', url: '/api/test/users', payload: { shopStaffNear: '99501' } });
    expect(nowhere.statusCode).toBe(422);
  });
});
