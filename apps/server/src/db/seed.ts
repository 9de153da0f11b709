import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { systemSettings } from './schema/index.ts';
import { seedCatalog } from '../modules/catalog/index.ts';
import { seedDemoShops, seedDemoShopStaff, seedMetros } from '../modules/shops/index.ts';
import { seedDemoAccounts } from '../modules/accounts/index.ts';

export interface SeedOptions {
  /** Demo data (shops, users) on top of reference data; off in production deployments that say so. */
  demo: boolean;
}

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
];

export async function seed(db: Db, options: SeedOptions) {
  for (const step of steps) {
    await step.run(db, options);
  }
  await db
    .insert(systemSettings)
    .values({ key: 'seeded_at', value: new Date().toISOString() })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
}
