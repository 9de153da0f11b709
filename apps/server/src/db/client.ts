import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db as JobStore } from 'pg-boss';
import { installJobSchema, pgliteJobStore, poolJobStore } from '../jobs/store.ts';
import * as schema from './schema/index.ts';
import { classifyPoolFailures } from './unavailable.ts';

export { schema };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The same database as pg-boss reaches it (src/jobs): our pool, or the same PGlite instance. */
  jobStore: JobStore;
  /** Our migrations (drizzle), then pg-boss's own schema `pgboss` (installed or brought up to date). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Runs `work` while no other server process on the same database runs its own (migrations and seeding at start:
   * N processes starting at once, ADR 077). On PostgreSQL a session advisory lock on a connection of its own; PGlite
   * belongs to one process.
   */
  runAlone<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` from any connection (any server node on the
   * same database); resolves once listening, to a function that stops. On PostgreSQL one dedicated connection
   * per channel (not the pool's), re-opened when it drops; on PGlite its own listen.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}

/** Channel names are identifiers we write ourselves, never user input; still, only plain ones are accepted. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const RELISTEN_DELAY_MS = 1000;
/**
 * How long a call waits for a connection — a new one, or its turn in the pool — before it fails as "database
 * unavailable" (503, ADR 077) rather than hang on a host that does not answer.
 */
const CONNECTION_TIMEOUT_MS = 5000;
/** The advisory lock that lets one starting process at a time migrate and seed (`runAlone`). */
const START_LOCK = 'pitstop:start';

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; max?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; instance: PGlite };

/**
 * Every PGlite instance of the project is made here (the server's, the tests' snapshot and copies): with the
 * extensions the migrations create (`pg_trgm`, ADR 084), which PGlite loads only when they are named at start.
 */
export const createPglite = (options: Omit<PGliteOptions, 'extensions'> = {}) => PGlite.create({ ...options, extensions: { pg_trgm } });

/** PostgreSQL through `pg` when DATABASE_URL is set, embedded PGlite otherwise: same schema, same migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = keepConnectionOnStatementError(
      classifyPoolFailures(
        new pg.Pool({ connectionString: options.url, max: options.max ?? 10, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS }),
      ),
    );
    // An idle client losing its connection (a database restart, a dropped test database) emits 'error' on the
    // pool; unhandled, that would crash the process. The pool replaces the client on next use.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    const jobStore = poolJobStore(pool);
    return {
      db,
      kind: 'postgres',
      jobStore,
      migrate: async () => {
        await migratePg(db as never, { migrationsFolder });
        await installJobSchema(jobStore, 'postgres');
      },
      ping: async () => {
        await pool.query('select 1');
      },
      runAlone: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(hashtext($1))', [START_LOCK]);
          return await work();
        } finally {
          // Ending the session would free the lock too; a broken connection is not returned to the pool.
          const unlocked = await client.query('select pg_advisory_unlock(hashtext($1))', [START_LOCK]).then(
            () => true,
            () => false,
          );
          client.release(!unlocked);
        }
      },
      close: () => pool.end(),
      listen: (channel, onMessage) => listenPg(options.url, channel, onMessage),
    };
  }
  let client: PGlite;
  if ('instance' in options) {
    client = options.instance;
  } else {
    if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true });
    client = await createPglite(options.dataDir === 'memory://' ? {} : { dataDir: options.dataDir });
  }
  // Before drizzle's parsers replace PGlite's own in the instance's table (parsersOnce): pg-boss reads its
  // timestamps as Dates, as it does through `pg`.
  const jobStore = pgliteJobStore(client);
  const db = drizzlePglite({ client: parsersOnce(client), schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    jobStore,
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
      await installJobSchema(jobStore, 'pglite');
    },
    ping: async () => {
      await client.query('select 1');
    },
    runAlone: (work) => work(),
    close: () => client.close(),
    listen: async (channel, onMessage) => {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name ${channel}`);
      const unlisten = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}

/**
 * PGlite as drizzle reaches it. drizzle sends its own result parsers with every query (timestamps, dates and
 * intervals left as text for its column types to read), and PGlite copies its whole table of parsers — every
 * type and array type — to merge them in, on every query: measured at 0.14 ms of a 0.38 ms primary-key read.
 * Here each of drizzle's parsers is put in the instance's table the first time it comes, and queries go on
 * without them: the same parsing, without the copy. All of the app's queries go through drizzle, so the
 * instance parses every result as drizzle would.
 */
function parsersOnce(client: PGlite): PGlite {
  const installed = new Set<string>();
  type Query = PGlite['query'];
  type Options = Parameters<Query>[2];
  const lean = (options: Options): Options => {
    if (!options?.parsers) return options;
    for (const type in options.parsers) {
      if (installed.has(type)) continue;
      client.parsers[type] = options.parsers[type as unknown as number]!;
      installed.add(type);
    }
    const { parsers: _parsers, ...rest } = options;
    return rest;
  };
  const query =
    (target: Pick<PGlite, 'query'>): Query =>
    (text, params, options) =>
      target.query(text, params, lean(options));
  const facade: Pick<PGlite, 'query' | 'transaction'> = {
    query: query(client),
    transaction: (callback) => client.transaction((tx) => callback(Object.assign(Object.create(tx) as typeof tx, { query: query(tx) }))),
  };
  return facade as PGlite;
}

/**
 * pg-pool's `pool.query` hands any failed query's error to `release`, which destroys the connection: an expected
 * unique-key conflict (the losers of a booking burst, a repeated sign-up) then costs a new connection and every
 * statement drizzle prepared on it. Here a failure the server answered for one statement (a `DatabaseError` short
 * of FATAL/PANIC) returns the connection to the pool as it is; a broken connection, a FATAL error or an 'error'
 * event still closes it. Transactions (`pool.connect`, drizzle's own release) and the callback and submittable
 * forms are untouched.
 */
function keepConnectionOnStatementError(pool: pg.Pool): pg.Pool {
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const query = async (text: unknown, values: unknown): Promise<pg.QueryResult> => {
    const client = await pool.connect();
    let broken: unknown;
    const onError = (error: unknown) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      return await client.query(text as string, values as unknown[]);
    } catch (failure) {
      if (!isStatementError(failure)) broken ??= failure;
      throw failure;
    } finally {
      client.removeListener('error', onError);
      client.release(broken === undefined ? undefined : broken instanceof Error ? broken : true);
    }
  };
  pool.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    const plain = typeof callback !== 'function' && typeof values !== 'function';
    const submittable = typeof (text as { submit?: unknown } | null)?.submit === 'function';
    return plain && !submittable && typeof text !== 'function' ? query(text, values) : poolQuery(text, values, callback);
  }) as typeof pool.query;
  return pool;
}

function isStatementError(failure: unknown): boolean {
  return failure instanceof pg.DatabaseError && failure.severity !== 'FATAL' && failure.severity !== 'PANIC';
}

/** A LISTEN on its own connection, opened again after a drop (a restart, a network blip) until stopped. */
async function listenPg(url: string, channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name ${channel}`);
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const reconnectLater = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(reconnectLater), RELISTEN_DELAY_MS);
  };
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client.on('error', () => {
      if (current === client) current = undefined;
      void client.end().catch(() => {});
      reconnectLater();
    });
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    if (stopped) await client.end();
    else current = client;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => {});
  };
}
