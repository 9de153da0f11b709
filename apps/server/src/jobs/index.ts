/** Durable jobs on the same database (pg-boss; ADR 032). */
export { jobsPlugin } from './jobs.plugin.ts';
export { JobQueue, type JobContext, type JobDefinition, type JobHandler, type JobsMode, type SendOptions } from './job-queue.ts';
export { RECURRING_JOBS } from './recurring.ts';
