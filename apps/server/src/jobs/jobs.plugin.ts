import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { JobQueue, type JobsMode } from './job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable jobs (src/jobs, ADR 032): modules `define` theirs while registering; `send` from use-cases. */
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  database: Database;
  mode: JobsMode;
  pollingIntervalSeconds?: number;
}

/**
 * `app.jobs`: started once every module has defined its jobs (onReady) — working them only in mode 'run' —
 * and stopped on close before the database is (hooks close in reverse order of registration, and this
 * registers after the database's).
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, { database, mode, pollingIntervalSeconds }) => {
    const jobs = new JobQueue({
      store: database.jobStore,
      backend: database.kind,
      clock: app.clock,
      log: app.log,
      mode,
      pollingIntervalSeconds,
    });
    app.decorate('jobs', jobs);
    // Started in both modes once every module has defined its jobs: a first `send` may come inside a request's
    // transaction, and on PGlite (one connection) starting pg-boss there would wait on that transaction.
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs' },
);
