import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * The database could not be reached for this call: no connection could be had (refused, reset, timed out, the
 * pool waited too long) or the one in use was lost. The errors plugin answers 503 (ADR 077); nothing is retried here.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database cannot be reached', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs that say "not now" rather than "not so": class 08 (connection exception), the server shutting down
 * (57P01 admin_shutdown, 57P02 crash_shutdown), starting or stopping (57P03 cannot_connect_now), or full (53300).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const isUnavailableState = (code: string) => code.startsWith('08') || UNAVAILABLE_STATES.has(code);

/** Node's socket and name-resolution errors: the database's host did not answer. */
const UNREACHABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Whether an error (or one it wraps: drizzle's DrizzleQueryError carries the driver's as `cause`) means the
 * database is unreachable. Decided by class, SQLSTATE and errno — never by message text.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; depth += 1) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = (current as { code?: unknown }).code;
    if (current instanceof pg.DatabaseError) return typeof code === 'string' && isUnavailableState(code);
    if (typeof code === 'string' && UNREACHABLE_ERRNOS.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Makes the pool's failures say what they are: a connection that could not be had (including the pool's own
 * `connectionTimeoutMillis`, an error with no code) rejects with DatabaseUnavailableError, and so does a query
 * whose connection was lost under it ("Connection terminated unexpectedly", again no code) — known by the client's
 * `error` event, which pg emits before the query's promise settles. A server's answer (a DatabaseError: a unique
 * key, a bad password) is left as it is, unless its SQLSTATE says "not now".
 */
export function classifyPoolFailures(pool: pg.Pool): pg.Pool {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  pool.connect = ((callback?: unknown) => {
    if (typeof callback === 'function') return connect(callback);
    return (connect() as Promise<pg.PoolClient>).catch((error: unknown) => {
      throw error instanceof pg.DatabaseError && !isDatabaseUnavailable(error) ? error : new DatabaseUnavailableError(error);
    });
  }) as typeof pool.connect;

  const lost = new WeakSet<pg.Client>();
  pool.on('connect', (client) => {
    client.on('error', () => lost.add(client));
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        throw lost.has(client) && !(error instanceof pg.DatabaseError) ? new DatabaseUnavailableError(error) : error;
      });
    }) as typeof client.query;
  });
  return pool;
}

/** Where a PostgreSQL URL points, without its credentials: `host:port/database`. */
export function databaseLocation(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the configured DATABASE_URL';
  }
}

/** The errno or SQLSTATE an unavailability carries (ECONNREFUSED, 57P03…), for a log line. */
export function unavailabilityCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export interface WaitOptions {
  /** Said once, at the first failed try: the server then keeps trying without another word. */
  onWaiting: (error: unknown) => void;
  /** Said once the database answers after a wait. */
  onReachable: () => void;
  /** First pause between tries, doubling up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Resolves once `ping` answers; while it fails because the database is unreachable, tries again with a backoff
 * (250 ms doubling to 5 s by default). Any other failure (a wrong password, no such database) is thrown at once:
 * waiting would not mend it.
 */
export async function waitForDatabase(ping: () => Promise<void>, options: WaitOptions): Promise<void> {
  let delay = options.firstDelayMs ?? 250;
  const maxDelay = options.maxDelayMs ?? 5000;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await ping();
      if (attempt > 0) options.onReachable();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (attempt === 0) options.onWaiting(error);
    }
    await sleep(delay);
    delay = Math.min(delay * 2, maxDelay);
  }
}
