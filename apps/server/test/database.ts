import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, type Database, openDatabase } from '../src/db/client.ts';

/** The PostgreSQL URL of a test database (null on PGlite): a second node opens its own pool on it. */
export const testDatabaseUrl = (database: Database & { url?: string }): string | null => database.url ?? null;

/**
 * A migrated database of this test file's own: a PGlite copy of the snapshot, or a PostgreSQL clone of the
 * template (its `url` then lets a test open a second pool on it: another node).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `pitstop_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), max: 4 });
    const close = database.close;
    return {
      ...database,
      url: dbUrl.toString(),
      close: async () => {
        await close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  const client = await createPglite({ loadDataDir: new Blob([snapshot]) });
  return openDatabase({ kind: 'pglite', instance: client });
}
