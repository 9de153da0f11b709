import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/index.ts';
import { seed } from './seed.ts';

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
      await seed(database.db, { demo: true });
      const withDemo = await rowCounts(database.db);
      await seed(database.db, { demo: true });
      expect(await rowCounts(database.db)).toEqual(withDemo);
      for (const [table, count] of Object.entries(reference)) expect(withDemo[table]).toBeGreaterThanOrEqual(count);
    } finally {
      await database.close();
    }
  });
});
