import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { excludedSet } from '../../db/excluded.ts';
import { metros, shopCompanies, shopLocations } from '../../db/schema/index.ts';
import { METROS } from '../../data/metros.ts';
import { generateDemoShops } from '../../data/shops.ts';

/** Reference data: metros are upserted by slug, so edits to data/metros.ts reach existing databases. */
export async function seedMetros(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(metros)
      .values(
        METROS.map(({ slug, name, state, centreLat, centreLon, serviceRadiusMiles, timeZone }) => ({
          slug,
          name,
          state,
          centreLat,
          centreLon,
          serviceRadiusMiles,
          timeZone,
        })),
      )
      .onConflictDoUpdate({ target: metros.slug, set: excludedSet(metros, ['id', 'slug', 'createdAt', 'active']) });
  });
}

/**
 * Demo data, written once: companies and locations are inserted by slug and left alone when they exist, so a
 * shop's own edits (hours, prices from the shop portal) survive a re-seed. Needs the metros step first.
 */
export async function seedDemoShops(db: Db): Promise<void> {
  const companies = generateDemoShops(METROS);
  await db.transaction(async (tx) => {
    const metroIds = new Map(
      (await tx.select({ id: metros.id, slug: metros.slug }).from(metros)).map((row) => [row.slug, row.id]),
    );
    await tx
      .insert(shopCompanies)
      .values(companies.map(({ slug, name, phone, demo }) => ({ slug, name, phone, demo })))
      .onConflictDoNothing({ target: shopCompanies.slug });
    const companyIds = new Map(
      (
        await tx
          .select({ id: shopCompanies.id, slug: shopCompanies.slug })
          .from(shopCompanies)
          .where(inArray(shopCompanies.slug, companies.map((company) => company.slug)))
      ).map((row) => [row.slug, row.id]),
    );
    const rows = companies.flatMap((company) =>
      company.locations.map(({ metroSlug, ...location }) => {
        const metroId = metroIds.get(metroSlug);
        const companyId = companyIds.get(company.slug);
        if (!metroId || !companyId) throw new Error(`Seed order: metro ${metroSlug} or company ${company.slug} missing`);
        return { ...location, metroId, companyId };
      }),
    );
    await tx.insert(shopLocations).values(rows).onConflictDoNothing({ target: shopLocations.slug });
  });
}
