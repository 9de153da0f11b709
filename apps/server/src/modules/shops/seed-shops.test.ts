import { and, arrayContains, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createTestDatabase } from '../../../test/index.ts';
import { METROS } from '../../data/metros.ts';
import { generateBenchMetro, generateDemoShops } from '../../data/shops.ts';
import { metros, shopCompanies, shopLocations } from '../../db/schema/index.ts';
import { insertShops, listActiveShopLocations, seedDemoShops, seedMetros } from './index.ts';

describe('metros and demo shops in the database', async () => {
  const { database } = await build();
  const { db } = database;
  const generated = generateDemoShops(METROS);
  const generatedLocations = generated.flatMap((company) => company.locations);

  beforeAll(async () => {
    await seedMetros(db);
    await seedDemoShops(db);
  });

  const counts = async () => ({
    metros: (await db.select({ n: count() }).from(metros))[0]?.n,
    companies: (await db.select({ n: count() }).from(shopCompanies))[0]?.n,
    locations: (await db.select({ n: count() }).from(shopLocations))[0]?.n,
  });

  it('seeds every metro, company and location, marked as demo data', async () => {
    expect(await counts()).toEqual({
      metros: METROS.length,
      companies: generated.length,
      locations: generatedLocations.length,
    });
    const notDemo = await db.select({ n: count() }).from(shopLocations).where(eq(shopLocations.demo, false));
    expect(notDemo[0]?.n).toBe(0);
    const [row] = await db.select().from(shopLocations).where(eq(shopLocations.slug, generatedLocations[0]!.slug));
    const { metroSlug: _metro, ...expected } = generatedLocations[0]!;
    expect(row).toMatchObject(expected);
  });

  it('is idempotent: a second run adds nothing, and a shop’s own edit survives it', async () => {
    const slug = generatedLocations[0]!.slug;
    await db.update(shopLocations).set({ laborRateCents: 9_900 }).where(eq(shopLocations.slug, slug));
    const before = await counts();
    await seedMetros(db);
    await seedDemoShops(db);
    expect(await counts()).toEqual(before);
    const [row] = await db.select({ rate: shopLocations.laborRateCents }).from(shopLocations).where(eq(shopLocations.slug, slug));
    expect(row?.rate).toBe(9_900);
  });

  it('upserts metros by slug: an authored change reaches an existing database', async () => {
    await db.update(metros).set({ serviceRadiusMiles: 1 }).where(eq(metros.slug, 'denver'));
    await seedMetros(db);
    const [denver] = await db.select().from(metros).where(eq(metros.slug, 'denver'));
    expect(denver?.serviceRadiusMiles).toBe(METROS.find((metro) => metro.slug === 'denver')?.serviceRadiusMiles);
  });

  it('lists active shop locations with their metro’s service radius, for coverage', async () => {
    const active = await listActiveShopLocations(db);
    expect(active).toHaveLength(generatedLocations.length);
    const denver = (await db.select().from(metros).where(eq(metros.slug, 'denver')))[0]!;
    const inDenver = active.filter((location) => location.metroId === denver.id);
    expect(inDenver.length).toBeGreaterThan(0);
    for (const location of inDenver) {
      expect(location).toEqual({
        id: expect.any(String),
        metroId: denver.id,
        lat: expect.any(Number),
        lon: expect.any(Number),
        serviceRadiusMiles: denver.serviceRadiusMiles,
        zipcode: expect.stringMatching(/^\d{5}$/),
      });
    }
  });

  it('leaves out inactive locations and locations of inactive metros', async () => {
    const all = await listActiveShopLocations(db);
    const [first] = all;
    await db.update(shopLocations).set({ active: false }).where(eq(shopLocations.id, first!.id));
    await db.update(metros).set({ active: false }).where(eq(metros.slug, 'phoenix'));
    const phoenix = (await db.select().from(metros).where(eq(metros.slug, 'phoenix')))[0]!;
    const active = await listActiveShopLocations(db);
    expect(active.map((location) => location.id)).not.toContain(first!.id);
    expect(active.some((location) => location.metroId === phoenix.id)).toBe(false);
    expect(active.length).toBe(all.length - 1 - all.filter((l) => l.metroId === phoenix.id && l.id !== first!.id).length);
  });
});

describe('the bench metro in a fresh database', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());
  const { db } = database;
  const bench = generateBenchMetro();
  const benchLocations = bench.companies.flatMap((company) => company.locations);

  it('goes in through the seed’s own insert, metro and all, once however often it runs', async () => {
    await insertShops(db, [bench.metro], bench.companies);
    await insertShops(db, [bench.metro], bench.companies);
    const [metro] = await db.select().from(metros).where(eq(metros.slug, 'bench'));
    expect(metro).toMatchObject({ name: bench.metro.name, serviceRadiusMiles: bench.metro.serviceRadiusMiles });
    const inBench = eq(shopLocations.metroId, metro!.id);
    const [all] = await db.select({ n: count() }).from(shopLocations).where(inBench);
    const [service] = await db
      .select({ n: count() })
      .from(shopLocations)
      .where(and(inBench, arrayContains(shopLocations.appointmentTypes, ['service'])));
    expect(all?.n).toBe(benchLocations.length);
    expect(service?.n).toBeGreaterThanOrEqual(200);
    expect((await db.select({ n: count() }).from(shopCompanies))[0]?.n).toBe(bench.companies.length);
    expect(await listActiveShopLocations(db)).toHaveLength(benchLocations.length);
  });
});
