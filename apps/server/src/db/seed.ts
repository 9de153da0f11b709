import { DEFAULT_RUNTIME_CONFIG } from '@pitstop/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from './client.ts';
import { systemSettings, users } from './schema/index.ts';
import { seedCatalog } from '../modules/catalog/index.ts';
import { DEMO_SHOP_PASSWORD, demoShopStaffEmail, seedDemoShops, seedDemoShopStaff, seedMetros } from '../modules/shops/index.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../modules/accounts/index.ts';
import { seedDemoReviews } from '../modules/reviews/index.ts';
import { DEMO_PARTNER_ADMIN, seedBrandPartner, seedDemoMembership } from '../modules/membership/index.ts';

export interface SeedOptions {
  /** Demo data (shops, users) on top of reference data; off in production deployments that say so. */
  demo: boolean;
  /** The brand whose own partner the seed writes (config.brandSlug and brandName); the defaults' otherwise. */
  brand?: { slug: string; name: string };
}

const brandOf = (options: SeedOptions) => options.brand ?? { slug: DEFAULT_RUNTIME_CONFIG.brandSlug, name: DEFAULT_RUNTIME_CONFIG.brandName };

/**
 * Idempotent: reference data is upserted, demo data is written once. Later issues add their steps to
 * `steps`, each in its own transaction and safe to run again.
 */
type SeedStep = { name: string; run: (db: Db, options: SeedOptions) => Promise<void> };

export const steps: SeedStep[] = [
  { name: 'metros', run: (db) => seedMetros(db) },
  { name: 'catalog', run: (db) => seedCatalog(db) },
  { name: 'demo-shops', run: (db, options) => (options.demo ? seedDemoShops(db) : Promise.resolve()) },
  { name: 'demo-accounts', run: (db, options) => (options.demo ? seedDemoAccounts(db) : Promise.resolve()) },
  { name: 'demo-shop-staff', run: (db, options) => (options.demo ? seedDemoShopStaff(db) : Promise.resolve()) },
  { name: 'brand-partner', run: async (db, options) => void (await seedBrandPartner(db, brandOf(options))) },
  // Completed jobs of demo customers at the demo staff's shops, each reviewed (docs/product/reviews.md).
  { name: 'demo-reviews', run: (db, options) => (options.demo ? seedDemoReviews(db, new Date()) : Promise.resolve()) },
  { name: 'demo-membership', run: (db, options) => (options.demo ? seedDemoMembership(db, brandOf(options)) : Promise.resolve()) },
];

/**
 * What the server says at start about demo data when it is not local (ADR 036): a warning when SEED_DEMO_DATA=true
 * loads accounts whose passwords the README publishes, a note when the default left them out; null on a local
 * server, where demo data is the default and only this machine can reach it.
 */
export function demoDataNotice(config: Config): { level: 'warn' | 'info'; message: string } | null {
  if (config.localServer) return null;
  if (config.seedDemoData) {
    return {
      level: 'warn',
      message:
        'DEMO DATA IS ON (SEED_DEMO_DATA=true) on a server that is not local: the demo accounts, an admin among them, have the passwords published in the README. Never on a real deployment.',
    };
  }
  return config.seedDemoDataGiven === undefined
    ? { level: 'info', message: 'Demo data is not loaded: this server is not local (PUBLIC_URL is not a loopback address). SEED_DEMO_DATA=true loads it.' }
    : null;
}

/** The demo sign-ins (role, email, password) whose accounts exist in this database, for the start's ready line. */
export async function demoSignIns(db: Db): Promise<{ role: string; email: string; password: string }[]> {
  const candidates = [
    ...Object.entries(DEMO_ACCOUNTS).map(([role, { email, password }]) => ({ role, email, password })),
    { role: 'shop staff at /shop; every metro has one', email: demoShopStaffEmail('austin'), password: DEMO_SHOP_PASSWORD },
    { role: 'partner admin of Northwind Motor Club', email: DEMO_PARTNER_ADMIN.email, password: DEMO_PARTNER_ADMIN.password },
  ];
  const present = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(users.email, candidates.map(({ email }) => email)))).map(({ email }) => email),
  );
  return candidates.filter(({ email }) => present.has(email));
}

export async function seed(db: Db, options: SeedOptions) {
  for (const step of steps) {
    await step.run(db, options);
  }
  await db
    .insert(systemSettings)
    .values({ key: 'seeded_at', value: new Date().toISOString() })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
}
