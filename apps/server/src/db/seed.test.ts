import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/index.ts';
import { loadConfig } from '../config.ts';
import { demoDataNotice, demoSignIns, seed } from './seed.ts';

type Db = Awaited<ReturnType<typeof createTestDatabase>>['db'];

// PGlite and node-postgres both answer `execute` with `{ rows }`.
const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: T[] }).rows;

/** Rows per table, for every table the migrations made. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%drizzle%'
        order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ count: number }>(db, sql`select count(*)::int as count from ${sql.identifier(name)}`);
    counts[name] = Number(row?.count);
  }
  return counts;
}

describe('seed', () => {
  it('is idempotent: a second run (demo data included) adds and removes nothing', { timeout: 180_000 }, async () => {
    const database = await createTestDatabase();
    try {
      await seed(database.db, { demo: true });
      const afterFirst = await rowCounts(database.db);
      expect(afterFirst.system_settings).toBe(1);
      await seed(database.db, { demo: true });
      expect(await rowCounts(database.db)).toEqual(afterFirst);
    } finally {
      await database.close();
    }
  });

  it('writes reference data without the demo data when told so, and can add the demo later', { timeout: 180_000 }, async () => {
    const database = await createTestDatabase();
    try {
      await seed(database.db, { demo: false });
      const reference = await rowCounts(database.db);
      expect(await demoSignIns(database.db)).toEqual([]);
      // The brand's own partner is reference data (ADR 057: a plain member sends its id); programs are demo.
      expect(await rows(database.db, sql`select slug from partners`)).toEqual([{ slug: 'pitstop' }]);
      expect(reference.programs).toBe(0);
      await seed(database.db, { demo: true });
      // The ready line names the demo sign-ins once they exist.
      expect((await demoSignIns(database.db)).map(({ role, email }) => [role, email])).toEqual([
        ['member', 'demo@pitstop.test'],
        ['admin', 'admin@pitstop.test'],
        ['staff', 'staff@pitstop.test'],
        ['shop staff at /shop; every metro has one', 'shop.austin@pitstop.test'],
        ['partner admin of Northwind Motor Club', 'partner.admin@pitstop.test'],
      ]);
      const withDemo = await rowCounts(database.db);
      expect(await rows(database.db, sql`select name from programs order by name`)).toEqual(
        ['amazon-flex', 'fleetwise', 'gopuff', 'lyft', 'northwind', 'plus'].map((name) => ({ name })),
      );
      expect(withDemo).toMatchObject({ faqs: 6, partner_offers: 2, partner_admins: 1 });
      await seed(database.db, { demo: true });
      expect(await rowCounts(database.db)).toEqual(withDemo);
      for (const [table, count] of Object.entries(reference)) expect(withDemo[table]).toBeGreaterThanOrEqual(count);
    } finally {
      await database.close();
    }
  });
});

describe('demo data by default only where the server is local (ADR 036)', () => {
  const configOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', ...env });

  it('is loaded by default on a local server, without a word', () => {
    expect(configOf({}).seedDemoData).toBe(true);
    expect(demoDataNotice(configOf({}))).toBeNull();
    expect(configOf({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('is not loaded by default on a server others reach, and the log says how to ask for it', () => {
    const config = configOf({ PUBLIC_URL: 'https://pitstop.example' });
    expect(config.seedDemoData).toBe(false);
    expect(demoDataNotice(config)).toEqual({
      level: 'info',
      message: 'Demo data is not loaded: this server is not local (PUBLIC_URL is not a loopback address). SEED_DEMO_DATA=true loads it.',
    });
    expect(demoDataNotice(configOf({ PUBLIC_URL: 'https://pitstop.example', SEED_DEMO_DATA: 'false' }))).toBeNull();
  });

  it('is loaded there only when SEED_DEMO_DATA=true asks, with a warning', () => {
    const config = configOf({ PUBLIC_URL: 'https://pitstop.example', SEED_DEMO_DATA: 'true' });
    expect(config.seedDemoData).toBe(true);
    expect(demoDataNotice(config)).toMatchObject({ level: 'warn', message: expect.stringMatching(/^DEMO DATA IS ON .+passwords published in the README/) });
  });
});
