import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { type Db as JobStore, fromPglite, PgBoss } from 'pg-boss';

/** pg-boss's schema in our database (ADR 032): its tables live beside ours, never in a drizzle migration. */
export const JOB_SCHEMA = 'pgboss';

export type JobBackend = 'postgres' | 'pglite';

/**
 * pg-boss on our `pg` pool: each statement on whichever connection the pool gives (as pg-boss's own pool
 * would). A statement without parameters may be several (pg-boss's DDL and its BEGIN … COMMIT blocks), which
 * `pg` sends as a simple query answering one result per statement: their rows are flattened, so a RETURNING
 * before the COMMIT is not lost.
 */
export function poolJobStore(pool: pg.Pool): JobStore {
  return {
    async executeSql(text, values) {
      const result = (await pool.query(text, values as unknown[] | undefined)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? { rows: result.flatMap((one) => one.rows ?? []) } : result;
    },
  };
}

/** Types whose PGlite parsers drizzle replaces with text (db/client.ts parsersOnce); pg-boss wants PGlite's own. */
const PARSED_TYPES = [1114, 1184, 1082, 1186, 1115, 1185, 1182, 1187, 1231];

/**
 * pg-boss on the app's own PGlite instance (one data directory = one instance, shared by drizzle and the queue:
 * ARCHITECTURE §9), through pg-boss's `fromPglite` adapter. Call it before drizzle's parsers are installed in
 * the instance: it keeps PGlite's own parsers for the types drizzle reads as text and passes them with every
 * pg-boss statement, so pg-boss gets Dates and numbers as it does through `pg`.
 */
export function pgliteJobStore(client: PGlite): JobStore {
  const parsers = Object.fromEntries(
    PARSED_TYPES.filter((type) => client.parsers[type]).map((type) => [type, client.parsers[type]!]),
  );
  return fromPglite({
    query: (text, params) => client.query(text, params, { parsers }),
    exec: (text) => client.exec(text, { parsers }),
    listen: (channel, callback) => client.listen(channel, callback),
  });
}

/**
 * Installs pg-boss's schema, or brings it up to this version's, as pg-boss's own `start()` would (under its
 * advisory lock, so several nodes migrating at once is safe), and nothing else: no workers, no supervision,
 * no schedules. Run by `Database.migrate()` after our migrations, so `npm run db:migrate`, `npm start` and
 * the test databases' snapshot and template (ADR 006) all hold it; an app then starts pg-boss with
 * `migrate: false`.
 */
export async function installJobSchema(store: JobStore, backend: JobBackend): Promise<void> {
  const boss = new PgBoss({
    db: store,
    backend,
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
