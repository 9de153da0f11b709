import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db as JobStore, type DrizzleTransactionLike, fromDrizzle, type Job, PgBoss } from 'pg-boss';
import type { Db, Tx } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { RETIRED_JOB_NAMES } from './recurring.ts';
import { JOB_SCHEMA, type JobBackend } from './store.ts';

/** What a job's handler is given: its data, and the marketplace's time (`app.clock`) when it runs. */
export interface JobContext<Data> {
  data: Data;
  /** `app.clock.now()` as the run starts: decide by it, never by `new Date()` (lib/clock.ts). */
  now: Date;
  id: string;
  log: FastifyBaseLogger;
}

/** Throwing fails the run: pg-boss retries it (up to the job's retryLimit), on whichever node fetches it. */
export type JobHandler<Data = Record<string, unknown>> = (job: JobContext<Data>) => Promise<void>;

export interface JobDefinition<Data = Record<string, unknown>> {
  handler: JobHandler<Data>;
  /**
   * Recurring: a 5-field cron expression in UTC, minute precision ('*\/5 * * * *'). The handler then looks
   * for the work due by `now` (holds to place, reminders to send) rather than one job being sent per future
   * instant, so moving `app.clock` moves what is due.
   */
  cron?: string;
  /** Runs after a failure before the job is given up (pg-boss's retryLimit): 2 by default, 0 when recurring (the next run is the retry). */
  retryLimit?: number;
  /** Backoff between retries: the first after about this many seconds, each next about twice as long (default 1). */
  retryDelaySeconds?: number;
  /** The longest wait between two retries, in seconds (default: no cap). */
  retryDelayMaxSeconds?: number;
}

export interface SendOptions {
  /**
   * Not before this instant of `app.clock`. Turned into a delay from the clock's now, so a shifted clock
   * (test support) shifts it too; for a business deadline prefer a recurring job that looks for what is due.
   */
  startAfter?: Date;
  /**
   * One job per key and name, whatever the number of sends or nodes (an idempotency key, e.g.
   * `reminder:<appointmentId>:<version>`): a later send answers null while the first is kept (pg-boss keeps a
   * completed job 7 days). The job's id is derived from the key, so two racing sends insert one row.
   */
  singletonKey?: string;
  /** Send in this transaction: the job exists only if the transaction commits (the one-transaction rule). */
  tx?: Tx | Db;
}

/**
 * 'run': workers poll, schedules fire (`npm start`, e2e). 'manual': pg-boss is started (jobs can be sent, in a
 * transaction too) but nothing polls, fires or supervises: a test runs what is due with `runDue`/`drain` (or a
 * handler with `runNow`).
 */
export type JobsMode = 'run' | 'manual';

export interface JobQueueOptions {
  store: JobStore;
  backend: JobBackend;
  clock: Clock;
  log: FastifyBaseLogger;
  mode: JobsMode;
  /** How often a worker looks for jobs (mode 'run'); pg-boss's minimum is 0.5. */
  pollingIntervalSeconds?: number;
}

/** Job names are namespaced by module: `bookings.place-due-holds`. */
const JOB_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;
const DEFAULT_POLLING_INTERVAL_SECONDS = 2;

/**
 * Durable jobs on the same database (ADR 032): pg-boss in schema `pgboss`, on PostgreSQL or the app's PGlite.
 * Modules define their jobs while they register (`app.jobs.define`); the queue starts when the app is ready
 * and stops when it closes. A job is claimed by one worker (SELECT … FOR UPDATE SKIP LOCKED), so each run
 * happens once whatever the number of nodes; a recurring job is sent once per occurrence (pg-boss's cron
 * claim plus a singleton key) and its queue holds at most one waiting and one running ('stately').
 */
export class JobQueue {
  readonly mode: JobsMode;
  private readonly definitions = new Map<string, Required<Pick<JobDefinition, 'retryLimit'>> & JobDefinition>();
  private readonly boss: PgBoss;
  private readonly options: JobQueueOptions;
  private starting: Promise<void> | undefined;
  private stopped = false;

  constructor(options: JobQueueOptions) {
    this.options = options;
    this.mode = options.mode;
    const running = options.mode === 'run';
    this.boss = new PgBoss({
      db: options.store,
      backend: options.backend,
      schema: JOB_SCHEMA,
      // Database.migrate() installs and upgrades the schema; a running node still finishes pg-boss's
      // background index builds after an upgrade.
      migrate: running,
      supervise: running,
      schedule: running,
      registerInstance: running,
      // A schedule's occurrence reaches its queue through pg-boss's forwarding queue, polled this often.
      // and schedules are looked at this often (by one node at a time): 5 s and 30 s unless polling is faster.
      ...(options.pollingIntervalSeconds
        ? {
            cronWorkerIntervalSeconds: Math.max(1, Math.ceil(options.pollingIntervalSeconds)),
            cronMonitorIntervalSeconds: Math.max(1, Math.ceil(options.pollingIntervalSeconds)),
          }
        : {}),
      // Our own logger, not pg-boss's OpenTelemetry hooks.
      openTelemetry: { enabled: false },
    });
    this.boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
    this.boss.on('warning', (warning) => options.log.warn({ warning }, 'job queue warning'));
  }

  /**
   * A job of this module, defined while the module registers. Defined after the queue started (a test's own
   * job), its queue, schedule and worker are made before the next call that needs the queue.
   */
  define<Data = Record<string, unknown>>(name: string, definition: JobDefinition<Data>): void {
    if (!JOB_NAME.test(name)) throw new Error(`Invalid job name ${name}: module.kebab-case`);
    if (this.definitions.has(name)) throw new Error(`Job ${name} is defined twice`);
    this.definitions.set(name, {
      ...(definition as JobDefinition),
      retryLimit: definition.retryLimit ?? (definition.cron ? 0 : 2),
    });
    if (this.starting) this.starting = this.starting.then(() => this.setUp(name));
  }

  /** A worker for jobs sent by `send` (a definition without a cron). */
  work<Data = Record<string, unknown>>(name: string, handler: JobHandler<Data>): void {
    this.define(name, { handler });
  }

  /** Makes a defined job recurring, as `define(name, { cron })` does. */
  schedule(name: string, cron: string): void {
    const definition = this.definitionOf(name);
    definition.cron = cron;
    if (this.starting) this.starting = this.starting.then(() => this.boss.schedule(name, cron, null, { tz: 'UTC' }));
  }

  names(): string[] {
    return [...this.definitions.keys()];
  }

  has(name: string): boolean {
    return this.definitions.has(name);
  }

  /** Queues a job of a defined name; answers its id, or null when its singleton key already waits. */
  async send(name: string, data: Record<string, unknown> = {}, options: SendOptions = {}): Promise<string | null> {
    this.definitionOf(name);
    await this.start();
    const delaySeconds =
      options.startAfter === undefined
        ? undefined
        : Math.max(0, Math.ceil((options.startAfter.getTime() - this.options.clock.now().getTime()) / 1000));
    return this.boss.send(name, data, {
      ...(delaySeconds ? { startAfter: delaySeconds } : {}),
      ...(options.singletonKey ? { id: keyedJobId(name, options.singletonKey), singletonKey: options.singletonKey } : {}),
      ...(options.tx ? { db: fromDrizzle(options.tx as unknown as DrizzleTransactionLike, sql) } : {}),
    });
  }

  /**
   * Tests (mode 'manual'): runs every job of `name` due now (by the database's time), each once, through the
   * same claim as a worker's; answers how many ran. A failing handler fails its job (left for a retry) and
   * throws after the others ran.
   */
  async runDue(name: string): Promise<number> {
    this.definitionOf(name);
    await this.start();
    let ran = 0;
    const failures: unknown[] = [];
    for (;;) {
      const jobs = await this.boss.fetch<Record<string, unknown>>(name, { batchSize: 10 });
      if (jobs.length === 0) break;
      for (const job of jobs) {
        try {
          await this.execute(name, job);
          await this.boss.complete(name, job.id);
        } catch (error) {
          failures.push(error);
          await this.boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
        ran += 1;
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} of ${ran} ${name} jobs failed`);
    return ran;
  }

  /** Tests: runs what is due of every defined job until nothing is (a job may send another); answers how many ran. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      let ran = 0;
      for (const name of this.definitions.keys()) ran += await this.runDue(name);
      total += ran;
      if (ran === 0) return total;
    }
  }

  /**
   * Runs a defined job's handler now, once, in this process, with empty data (test support: POST
   * /api/test/jobs/:name/run, after moving the clock). Recurring handlers claim the work they do in the
   * database, so a run here beside a scheduled one on another node does each piece of work once.
   */
  async runNow(name: string): Promise<void> {
    const definition = this.definitionOf(name);
    await definition.handler({ data: {}, now: this.options.clock.now(), id: `now:${name}`, log: this.options.log });
  }

  /**
   * Starts pg-boss and makes the queues and schedules of every definition; with mode 'run', also a worker per
   * job. Called by the app when ready (and by any call that needs it before). Idempotent.
   */
  start(): Promise<void> {
    if (this.stopped) return Promise.reject(new Error('The job queue is stopped'));
    this.starting ??= this.startOnce();
    return this.starting;
  }

  private async startOnce(): Promise<void> {
    await this.boss.start();
    for (const name of RETIRED_JOB_NAMES) await this.retire(name);
    for (const name of this.definitions.keys()) await this.setUp(name);
  }

  /** A name no module defines any more (recurring.ts): its schedule, queue and jobs go (none, nothing happens). */
  private async retire(name: string): Promise<void> {
    if (this.definitions.has(name)) return;
    await this.boss.unschedule(name);
    await this.boss.deleteQueue(name);
  }

  private async setUp(name: string): Promise<void> {
    const definition = this.definitionOf(name);
    await this.boss.createQueue(name, {
      // A recurring run at a time: a late run and the next occurrence never overlap, on any node.
      policy: definition.cron ? 'stately' : 'standard',
      retryLimit: definition.retryLimit,
      retryBackoff: definition.retryLimit > 0,
      ...(definition.retryDelaySeconds ? { retryDelay: definition.retryDelaySeconds } : {}),
      ...(definition.retryDelayMaxSeconds ? { retryDelayMax: definition.retryDelayMaxSeconds } : {}),
    });
    if (definition.cron) await this.boss.schedule(name, definition.cron, null, { tz: 'UTC' });
    else await this.boss.unschedule(name);
    if (this.mode === 'run') {
      await this.boss.work<Record<string, unknown>>(
        name,
        { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS },
        async ([job]) => {
          if (job) await this.execute(name, job);
        },
      );
    }
  }

  /** Waits for running handlers (up to 10 s), then stops; never closes the database (the app owns it). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (!this.starting) return;
    await this.starting.catch(() => {});
    await this.boss.stop({ graceful: true, close: false, timeout: 10_000 });
  }

  private definitionOf(name: string) {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job named ${name}`);
    return definition;
  }

  private async execute(name: string, job: Job<Record<string, unknown>>): Promise<void> {
    const log = this.options.log.child({ job: name, jobId: job.id });
    try {
      await this.definitionOf(name).handler({ data: job.data ?? {}, now: this.options.clock.now(), id: job.id, log });
    } catch (error) {
      // pg-boss fails the run and retries it; the log says why.
      log.warn({ err: error, retryCount: job.retryCount }, 'job failed');
      throw error;
    }
  }
}

/** A job id (a UUID's shape) that is the same for the same name and key: pg-boss inserts a job id once. */
function keyedJobId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

