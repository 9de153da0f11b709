import cluster, { type Worker } from 'node:cluster';
import pino, { type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import type { Config } from './config.ts';

/**
 * Several server processes on one machine (ADR 077): main.ts's primary forks `config.processes` workers that share
 * the port (Node's cluster hands each new connection to one of them, round-robin), each a whole server on the same
 * PostgreSQL. What must happen once does so by the database, not by this process: migrations and seeding under an
 * advisory lock (Database.runAlone), each job by one worker (pg-boss), domain events to every worker (NOTIFY). Rate
 * limits are shared through REDIS_URL. Embedded PGlite belongs to one process: it always runs one.
 */
export function processCount(config: Config): number {
  return config.databaseUrl ? config.processes : 1;
}

/** What a start on PGlite says about processes, in one line (null on PostgreSQL). */
export function singleProcessNotice(config: Config): { level: 'info' | 'warn'; message: string } | null {
  if (config.databaseUrl) return null;
  const ignored = config.processesGiven && config.processes > 1;
  return {
    level: ignored ? 'warn' : 'info',
    message: `Embedded PGlite is one process's database: one server process${ignored ? ` (WEB_CONCURRENCY=${config.processes} ignored)` : ''}; set DATABASE_URL to PostgreSQL to run several`,
  };
}

/** The primary's own log: the same format as the servers'. */
function primaryLog(config: Config): Logger {
  const options = { level: config.logLevel, base: { pid: process.pid, role: 'primary' } };
  return config.logFormat === 'pretty' && config.logLevel !== 'silent'
    ? pino(options, pinoPretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,role', sync: true }))
    : pino(options);
}

/** A worker that dies this soon after it started, before it ever listened, is not replaced: the start is broken. */
const REPLACE_AT_MOST_EVERY_MS = 1000;

/**
 * The primary: forks the workers, replaces one that dies after it served (a crash; at most one fork a second per
 * worker), passes SIGTERM/SIGINT on and exits once every worker has closed. A worker that dies before it ever
 * listened stops the whole start (a wrong DATABASE_URL would otherwise fork forever). Every worker signs sessions
 * with the same key: the configured JWT_SECRET, or the one this start made.
 */
export function runPrimary(config: Config, count: number): void {
  const log = primaryLog(config);
  log.info(
    { processes: count },
    `Starting ${count} server processes on PostgreSQL, sharing port ${config.port} (WEB_CONCURRENCY)` +
      (config.redisUrl ? '' : `; REDIS_URL is unset, so each process counts its own rate limits`),
  );
  const env = { JWT_SECRET: config.jwtSecret };
  let stopping = false;
  let exitCode = 0;
  const listened = new WeakSet<Worker>();

  const fork = () => {
    const worker = cluster.fork(env);
    worker.once('listening', () => listened.add(worker));
    worker.once('exit', (code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
        return;
      }
      if (!listened.has(worker)) {
        log.fatal({ workerPid: worker.process.pid, code, signal }, 'a server process exited before it listened: stopping');
        exitCode = 1;
        stop();
        return;
      }
      log.error({ workerPid: worker.process.pid, code, signal }, 'a server process died: starting another');
      setTimeout(() => {
        if (!stopping) fork();
      }, REPLACE_AT_MOST_EVERY_MS);
    });
  };

  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    // Each worker closes as main.ts does alone: new requests refused, those in flight finished, then exit.
    for (const worker of workers) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  for (let index = 0; index < count; index += 1) fork();
}
