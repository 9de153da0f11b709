import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { METROS } from '../../data/metros.ts';
import { generateMetroShops } from '../../data/shops.ts';
import { distanceMiles } from '../../data/zips.ts';
import { shopLocations, shopStaff, users } from '../../db/schema/index.ts';
import { findUserByEmail, hashPassword } from '../accounts/index.ts';

/** The demo shop staff's password (README "Demo sign-ins"). */
export const DEMO_SHOP_PASSWORD = 'pitstop-shop';
/** How many repair locations each demo staff member works at. */
const DEMO_STAFF_LOCATIONS = 2;

/** One staff account per demo metro: shop.{metro}@pitstop.test. */
export const demoShopStaffEmail = (metroSlug: string) => `shop.${metroSlug}@pitstop.test`;

/**
 * The demo shop staff of a metro: the repair shops (they take 'service' appointments and quote everything) nearest
 * the metro's centre, which every demo request of the metro is in reach of.
 */
export function demoStaffLocationSlugs(metroSlug: string): string[] {
  const metro = METROS.find((candidate) => candidate.slug === metroSlug);
  if (!metro) return [];
  const centre = { lat: metro.centreLat, lon: metro.centreLon };
  return generateMetroShops(metro)
    .filter((company) => company.kind === 'repair')
    .flatMap((company) => company.locations)
    .sort((a, b) => distanceMiles(centre, a) - distanceMiles(centre, b) || a.slug.localeCompare(b.slug))
    .slice(0, DEMO_STAFF_LOCATIONS)
    .map((location) => location.slug);
}

/**
 * Demo shop staff, one per metro, each linked to its metro's nearest repair locations; idempotent (an existing
 * account keeps its password; missing links are added). Needs the demo shops first.
 */
export async function seedDemoShopStaff(db: Db): Promise<void> {
  let hash: string | undefined;
  const passwordHash = async () => (hash ??= await hashPassword(DEMO_SHOP_PASSWORD));
  for (const metro of METROS) {
    const slugs = demoStaffLocationSlugs(metro.slug);
    const locations = await db.select({ id: shopLocations.id }).from(shopLocations).where(inArray(shopLocations.slug, slugs));
    if (locations.length === 0) continue;
    const email = demoShopStaffEmail(metro.slug);
    const existing = await findUserByEmail(db, email);
    const newHash = existing ? null : await passwordHash();
    await db.transaction(async (tx) => {
      const userId =
        existing?.id ??
        (
          await tx
            .insert(users)
            .values({
              email,
              passwordHash: newHash,
              firstName: 'Sam',
              lastName: `${metro.name} Shop`,
              status: 'active',
              confirmedAt: sql`now()`,
              promoSlug: `shop-${metro.slug}`,
              acquisitionSource: 'seed',
            })
            .returning({ id: users.id })
        )[0]?.id;
      if (!userId) return;
      await tx
        .insert(shopStaff)
        .values(locations.map((location) => ({ userId, locationId: location.id })))
        .onConflictDoNothing();
    });
  }
}
