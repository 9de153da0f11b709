import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';

const url = process.env.TEST_DATABASE_URL;

/**
 * The pool keeps a connection whose statement failed on the server (client.ts, keepConnectionOnStatementError):
 * one connection in the pool, so the backend's process id tells whether it was kept. PostgreSQL only (PGlite has
 * no pool).
 */
describe.skipIf(!url)('the PostgreSQL pool after a failed statement', () => {
  let database: Database;
  const backend = async (): Promise<number> => {
    const { rows } = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
    return rows[0]!.pid;
  };

  afterAll(() => database?.close());

  it('keeps the connection when the server refused one statement', async () => {
    database = await openDatabase({ kind: 'postgres', url: url!, max: 1 });
    const before = await backend();
    await expect(database.db.execute(sql`select 1 / 0`)).rejects.toMatchObject({ cause: { code: '22012' } });
    await expect(database.db.execute(sql`select 1 / 0`)).rejects.toMatchObject({ cause: { code: '22012' } });
    expect(await backend()).toBe(before);
  });

  it('closes the connection when the server ends it, and answers on a new one', async () => {
    const before = await backend();
    await expect(database.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`)).rejects.toThrow();
    const after = await backend();
    expect(after).not.toBe(before);
  });
});
