import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { build, createTestDatabase } from '../../test/index.ts';
import type { JobContext } from './job-queue.ts';
import { RECURRING_JOBS, RETIRED_JOB_NAMES } from './recurring.ts';
import { JOB_SCHEMA } from './store.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function jobRows(database: Database, name: string) {
  const { rows } = await database.jobStore.executeSql(
    `select id, state, data, start_after as "startAfter", singleton_key as "singletonKey" from ${JOB_SCHEMA}.job where name = $1 order by created_on`,
    [name],
  );
  return rows as { id: string; state: string; data: unknown; startAfter: Date; singletonKey: string | null }[];
}

describe('the job queue of an app built by a test (manual: nothing runs until the test asks)', async () => {
  const { app, database } = await build();
  const ran: JobContext<Record<string, unknown>>[] = [];
  app.jobs.define('test.record', {
    handler: async (job) => {
      ran.push(job);
    },
  });
  let failNext = false;
  app.jobs.define('test.flaky', {
    handler: async () => {
      if (failNext) throw new Error('the provider is down');
    },
  });

  it('is in manual mode, with pg-boss installed by the migrations (in the test snapshot)', async () => {
    expect(app.jobs.mode).toBe('manual');
    const { rows } = await database.jobStore.executeSql(`select version from ${JOB_SCHEMA}.version`);
    expect(rows).toHaveLength(1);
  });

  it('runs a job sent once, with its data and the marketplace clock’s now, and never again', async () => {
    const instant = new Date('2031-03-04T05:06:07.000Z');
    app.clock.set!(instant);
    try {
      const id = await app.jobs.send('test.record', { bookingId: 'b-1' });
      expect(id).toEqual(expect.any(String));
      expect(ran).toHaveLength(0);
      expect(await app.jobs.runDue('test.record')).toBe(1);
      expect(ran).toHaveLength(1);
      expect(ran[0]).toMatchObject({ id, data: { bookingId: 'b-1' } });
      expect(Math.abs(ran[0]!.now.getTime() - instant.getTime())).toBeLessThan(5_000);
      expect(await app.jobs.runDue('test.record')).toBe(0);
      expect((await jobRows(database, 'test.record')).map((row) => row.state)).toEqual(['completed']);
    } finally {
      app.clock.reset!();
    }
  });

  it('makes one job per singleton key, even sent twice at once, and again none once it ran', async () => {
    const [first, second] = await Promise.all([
      app.jobs.send('test.record', { n: 1 }, { singletonKey: 'reminder:booking-42' }),
      app.jobs.send('test.record', { n: 2 }, { singletonKey: 'reminder:booking-42' }),
    ]);
    expect([first, second].filter((id) => id !== null)).toHaveLength(1);
    ran.length = 0;
    expect(await app.jobs.drain()).toBe(1);
    expect(ran).toHaveLength(1);
    expect(await app.jobs.send('test.record', { n: 3 }, { singletonKey: 'reminder:booking-42' })).toBeNull();
    // Another key, or the same key of another job, is another job.
    expect(await app.jobs.send('test.record', { n: 4 }, { singletonKey: 'reminder:booking-43' })).toEqual(expect.any(String));
    expect(await app.jobs.send('test.flaky', {}, { singletonKey: 'reminder:booking-42' })).toEqual(expect.any(String));
    expect(await app.jobs.drain()).toBe(2);
  });

  it('reads startAfter on the marketplace clock: an hour after a clock moved 10 days ahead is an hour from now', async () => {
    app.clock.set!(new Date(Date.now() + 10 * DAY));
    try {
      const id = await app.jobs.send('test.record', { later: true }, { startAfter: new Date(app.clock.now().getTime() + HOUR) });
      const row = (await jobRows(database, 'test.record')).find((job) => job.id === id)!;
      expect(Math.abs(row.startAfter.getTime() - (Date.now() + HOUR))).toBeLessThan(10_000);
      expect(await app.jobs.runDue('test.record')).toBe(0);
    } finally {
      app.clock.reset!();
    }
  });

  it('sends in the caller’s transaction: nothing when it rolls back, the job when it commits', async () => {
    const rollback = new Error('rolled back');
    await expect(
      database.db.transaction(async (tx) => {
        await app.jobs.send('test.record', { outcome: 'rolled back' }, { tx });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    await database.db.transaction(async (tx) => {
      await app.jobs.send('test.record', { outcome: 'committed' }, { tx });
    });
    const data = (await jobRows(database, 'test.record')).map((row) => row.data);
    expect(data).toContainEqual({ outcome: 'committed' });
    expect(data).not.toContainEqual({ outcome: 'rolled back' });
  });

  it('fails a job whose handler throws, keeps it for a retry, and says so', async () => {
    failNext = true;
    const id = await app.jobs.send('test.flaky', {});
    await expect(app.jobs.runDue('test.flaky')).rejects.toThrow('1 of 1 test.flaky jobs failed');
    const row = (await jobRows(database, 'test.flaky')).find((job) => job.id === id)!;
    expect(row.state).toBe('retry');
    failNext = false;
  });

  it('refuses names that are not module.kebab-case, twice-defined jobs and jobs never defined', async () => {
    expect(() => app.jobs.define('Bad Name', { handler: async () => {} })).toThrow('Invalid job name');
    expect(() => app.jobs.define('test.record', { handler: async () => {} })).toThrow('defined twice');
    await expect(app.jobs.send('test.nobody', {})).rejects.toThrow('No job named test.nobody');
  });

  it('records a recurring job’s schedule (UTC) in the database, on every engine', async () => {
    app.jobs.define('test.every-five', { cron: '*/5 * * * *', handler: async () => {} });
    await app.jobs.start();
    const { rows } = await database.jobStore.executeSql(
      `select name, cron, timezone from ${JOB_SCHEMA}.schedule where name = $1`,
      ['test.every-five'],
    );
    expect(rows).toEqual([{ name: 'test.every-five', cron: '*/5 * * * *', timezone: 'UTC' }]);
  });

  it('names the recurring jobs the modules define', () => {
    expect(Object.values(RECURRING_JOBS).map((job) => job.name)).toEqual([
      'bookings.place-due-holds',
      'bookings.send-reminders',
      'standalone-appointments.send-reminders',
      'bookings.sweep-reservations',
      'locations.notify-coverage',
      'payments.reconcile',
      'membership.renew-subscriptions',
      'car-care.send-maintenance-reminders',
      'service-requests.write-metric-days',
    ]);
  });
});

describe('a recurring job looks for what is due by the marketplace clock (a booking 10 days out)', async () => {
  const { app } = await build();
  const appointmentAt = new Date(Date.now() + 10 * DAY);
  const holdDueAt = new Date(appointmentAt.getTime() - 2 * DAY);
  const held: Date[] = [];
  // The shape of appointments.placeDueHolds: what is due by `now`, claimed once.
  app.jobs.define('test.place-due-holds', {
    cron: '*/5 * * * *',
    handler: async ({ now }) => {
      if (held.length === 0 && now >= holdDueAt) held.push(now);
    },
  });
  afterAll(() => app.clock.reset!());

  it('holds nothing today, nothing 3 days before, and the hold 2 days before (test support moves the clock and runs the job)', async () => {
    const run = () => app.inject({ method: 'POST', url: '/api/test/jobs/test.place-due-holds/run' });
    const moveTo = (instant: Date) => app.inject({ method: 'PUT', url: '/api/test/clock', payload: { now: instant.toISOString() } });

    expect((await run()).statusCode).toBe(200);
    expect(held).toHaveLength(0);

    await moveTo(new Date(appointmentAt.getTime() - 3 * DAY));
    expect((await run()).statusCode).toBe(200);
    expect(held).toHaveLength(0);

    const twoDaysBefore = new Date(holdDueAt.getTime() + 60_000);
    const moved = await moveTo(twoDaysBefore);
    expect(moved.statusCode).toBe(200);
    expect(Math.abs(Date.parse(moved.json().now) - twoDaysBefore.getTime())).toBeLessThan(5_000);
    const response = await run();
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('test.place-due-holds');
    expect(held).toHaveLength(1);
    expect(held[0]!.getTime()).toBeGreaterThanOrEqual(holdDueAt.getTime());
  });

  it('puts the clock back to the real time', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/test/clock' });
    expect(response.statusCode).toBe(200);
    expect(Math.abs(Date.parse(response.json().now) - Date.now())).toBeLessThan(5_000);
    expect(Math.abs(app.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('answers 404 for a job nobody defined and 422 for a name that is not one', async () => {
    const unknown = await app.inject({ method: 'POST', url: '/api/test/jobs/test.nobody/run' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'No job named test.nobody.' });
    const bad = await app.inject({ method: 'POST', url: '/api/test/jobs/DROP%20TABLE/run' });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses a clock instant that is not an ISO date-time', async () => {
    const response = await app.inject({ method: 'PUT', url: '/api/test/clock', payload: { now: 'next tuesday' } });
    expect(response.statusCode).toBe(422);
  });
});

describe('an app whose modules defined their jobs while registering', async () => {
  const database = await createTestDatabase();
  const app = await buildApp(loadConfig({ NODE_ENV: 'test' }), { database });
  app.jobs.define('test.confirm-booking', { handler: async () => {} });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('has the queue started by then: a first send inside a request’s transaction goes through (PGlite has one connection)', async () => {
    const id = await database.db.transaction((tx) => app.jobs.send('test.confirm-booking', { bookingId: 'b-9' }, { tx }));
    expect(id).toEqual(expect.any(String));
    expect(await app.jobs.runDue('test.confirm-booking')).toBe(1);
  });
});

describe('a database that ran the jobs under the names they had before the modules split', async () => {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test' });
  const namesIn = async (table: 'schedule' | 'queue' | 'job') => {
    const { rows } = await database.jobStore.executeSql(`select distinct name from ${JOB_SCHEMA}.${table} where name = any($1) order by name`, [
      [...RETIRED_JOB_NAMES],
    ]);
    return (rows as { name: string }[]).map((row) => row.name);
  };
  // A node of the old code: the old recurring names scheduled, a dead attempt's check queued under its old name.
  const old = await buildApp(config, { database });
  old.jobs.define('appointments.place-due-holds', { cron: '*/5 * * * *', handler: async () => {} });
  old.jobs.define('appointments.end-dead-attempt', { handler: async () => {} });
  await old.ready();
  await old.jobs.send('appointments.end-dead-attempt', { attemptId: 'a-1' });
  await old.close();
  afterAll(async () => {
    await database.close();
  });

  it('has its old schedules, queues and jobs deleted when a node of this code starts, and the new names scheduled', async () => {
    expect(await namesIn('schedule')).toEqual(['appointments.place-due-holds']);
    expect(await namesIn('job')).toEqual(['appointments.end-dead-attempt']);
    const app = await buildApp(config, { database });
    await app.ready();
    try {
      expect(await namesIn('schedule')).toEqual([]);
      expect(await namesIn('queue')).toEqual([]);
      expect(await namesIn('job')).toEqual([]);
      const { rows } = await database.jobStore.executeSql(`select name from ${JOB_SCHEMA}.schedule where name like 'bookings.%' order by name`, []);
      expect(rows).toEqual([{ name: 'bookings.place-due-holds' }, { name: 'bookings.send-reminders' }, { name: 'bookings.sweep-reservations' }]);
    } finally {
      await app.close();
    }
  });
});

describe('test support on an app whose clock cannot be moved (a test’s fixed clock)', async () => {
  const fixed = new Date('2030-01-01T00:00:00Z');
  const { app } = await build({}, { clock: { now: () => fixed } });

  it('answers 404, saying why, and the clock keeps its time', async () => {
    const response = await app.inject({ method: 'PUT', url: '/api/test/clock', payload: { now: '2031-01-01T00:00:00Z' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: "This server's clock cannot be moved." });
    expect(app.clock.now()).toBe(fixed);
  });
});

describe('two server nodes on one database, both working jobs', async () => {
  // Node A on this file's database; node B on its own pool (PostgreSQL) or the same instance (PGlite).
  const shared = await createTestDatabase();
  const second = shared.url ? await openDatabase({ kind: 'postgres', url: shared.url, max: 4 }) : shared;
  const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_MAX: '100000' });
  const nodes: FastifyInstance[] = [];
  const runs: { node: number; id: string; job: string }[] = [];
  const COUNT = 12;
  let allSent!: () => void;
  const sentRan = new Promise<void>((resolve) => (allSent = resolve));
  let tickRan!: () => void;
  const ticked = new Promise<void>((resolve) => (tickRan = resolve));
  // Once a year, at the minute of 30 s from now: that occurrence is at most 30 s old now or at most 30 s ahead,
  // so a pass (every second here) finds it inside pg-boss's 60 s window even if the nodes take 30 s to start,
  // and finds only it.
  const at = new Date(Date.now() + 30_000);
  const cron = `${at.getUTCMinutes()} ${at.getUTCHours()} ${at.getUTCDate()} ${at.getUTCMonth() + 1} *`;

  for (const [index, database] of [shared, second].entries()) {
    const node = await buildApp(config, { database, jobs: 'run', jobPollingIntervalSeconds: 0.5 });
    node.jobs.define('test.once', {
      handler: async ({ id }) => {
        runs.push({ node: index, id, job: 'test.once' });
        if (runs.filter((run) => run.job === 'test.once').length === COUNT) allSent();
      },
    });
    node.jobs.define('test.tick', {
      cron,
      handler: async ({ id }) => {
        runs.push({ node: index, id, job: 'test.tick' });
        tickRan();
      },
    });
    nodes.push(node);
  }
  await Promise.all(nodes.map((node) => node.ready()));
  afterAll(async () => {
    for (const node of nodes) await node.close();
    if (second !== shared) await second.close();
    await shared.close();
  });
  // Sent from both nodes; once they ran and the tick did, both stop gracefully, which waits for handlers
  // still running and their completion: after it, nothing else can run.
  for (let i = 0; i < COUNT; i += 1) await nodes[i % 2]!.jobs.send('test.once', { i });
  const finished = Promise.all([sentRan, ticked]).then(() => Promise.all(nodes.map((node) => node.jobs.stop())));

  // Bounds on a hung run, not waits: the tick may be up to 30 s ahead.
  it('runs each job sent once on exactly one node', { timeout: 90_000 }, async () => {
    await finished;
    const once = runs.filter((run) => run.job === 'test.once');
    expect(once).toHaveLength(COUNT);
    expect(new Set(once.map((run) => run.id)).size).toBe(COUNT);
    const rows = await jobRows(shared, 'test.once');
    expect(rows).toHaveLength(COUNT);
    expect(rows.every((row) => row.state === 'completed')).toBe(true);
  });

  it('runs a recurring job due once, once, though both nodes schedule it', { timeout: 90_000 }, async () => {
    await finished;
    expect(runs.filter((run) => run.job === 'test.tick')).toHaveLength(1);
    expect(await jobRows(shared, 'test.tick')).toHaveLength(1);
  });
});
