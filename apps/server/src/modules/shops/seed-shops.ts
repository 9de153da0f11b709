import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { excludedSet } from '../../db/excluded.ts';
import { metros, shopCompanies, shopLocations } from '../../db/schema/index.ts';
import { type AuthoredMetro, METROS } from '../../data/metros.ts';
import { type GeneratedCompany, generateDemoShops } from '../../data/shops.ts';

/** Rows per insert: a location has about 30 columns, and PostgreSQL takes at most 65,535 parameters a statement. */
const ROWS_PER_INSERT = 1_000;

const inChunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / ROWS_PER_INSERT) }, (_, index) =>
    rows.slice(index * ROWS_PER_INSERT, (index + 1) * ROWS_PER_INSERT),
  );

/** Metros are upserted by slug, so authored edits reach existing databases; an operator's `active` switch stays. */
async function upsertMetros(tx: Tx, authored: readonly AuthoredMetro[]): Promise<void> {
  if (authored.length === 0) return;
  await tx
    .insert(metros)
    .values(
      authored.map(({ slug, name, state, centreLat, centreLon, serviceRadiusMiles, timeZone }) => ({
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
}

/**
 * The one way shops reach a database (the demo seed, the bench's metro): `metros` upserted by slug, then the
 * companies and their locations inserted by slug and left alone when they exist, so a shop's own edits (hours,
 * prices from the shop portal) survive a re-run. A location's metro must be in `metros` or already stored.
 */
export async function insertShops(
  db: Db,
  authoredMetros: readonly AuthoredMetro[],
  companies: readonly GeneratedCompany[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertMetros(tx, authoredMetros);
    if (companies.length === 0) return;
    const metroIds = new Map(
      (await tx.select({ id: metros.id, slug: metros.slug }).from(metros)).map((row) => [row.slug, row.id]),
    );
    for (const chunk of inChunks(companies)) {
      await tx
        .insert(shopCompanies)
        .values(chunk.map(({ slug, name, phone, demo }) => ({ slug, name, phone, demo })))
        .onConflictDoNothing({ target: shopCompanies.slug });
    }
    const companyIds = new Map<string, string>();
    for (const chunk of inChunks(companies)) {
      const rows = await tx
        .select({ id: shopCompanies.id, slug: shopCompanies.slug })
        .from(shopCompanies)
        .where(inArray(shopCompanies.slug, chunk.map((company) => company.slug)));
      for (const row of rows) companyIds.set(row.slug, row.id);
    }
    const rows = companies.flatMap((company) =>
      company.locations.map(({ metroSlug, ...location }) => {
        const metroId = metroIds.get(metroSlug);
        const companyId = companyIds.get(company.slug);
        if (!metroId || !companyId) throw new Error(`Seed order: metro ${metroSlug} or company ${company.slug} missing`);
        return { ...location, metroId, companyId };
      }),
    );
    for (const chunk of inChunks(rows)) {
      await tx.insert(shopLocations).values(chunk).onConflictDoNothing({ target: shopLocations.slug });
    }
  });
}

/** Reference data: the authored metros (data/metros.ts), upserted by slug. */
export async function seedMetros(db: Db): Promise<void> {
  await insertShops(db, METROS, []);
}

/** Demo data, written once (see insertShops). Needs the metros step first. */
export async function seedDemoShops(db: Db): Promise<void> {
  await insertShops(db, [], generateDemoShops(METROS));
}
