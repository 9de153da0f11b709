import { createHash, randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import pinoPretty from 'pino-pretty';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { demoDataNotice, seed } from './db/seed.ts';
import { jobsPlugin, type JobsMode } from './jobs/index.ts';
import { type Clock, ShiftableClock } from './lib/clock.ts';
import { lazyChildLoggerFactory } from './lib/lazy-child-logger.ts';
import { errSerializer, reqSerializer } from './lib/log-serializers.ts';
import type { AppModule } from './lib/module.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { assistantModule } from './modules/assistant/index.ts';
import { bookingsModule } from './modules/bookings/index.ts';
import { catalogModule } from './modules/catalog/index.ts';
import { extraLinesModule } from './modules/extra-lines/index.ts';
import { locationsModule } from './modules/locations/index.ts';
import { outboxModule } from './modules/outbox/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { reviewsModule } from './modules/reviews/index.ts';
import { rewardsModule } from './modules/rewards/index.ts';
import { serviceRequestsModule } from './modules/service-requests/index.ts';
import { shopsModule } from './modules/shops/shops.module.ts';
import { standaloneAppointmentsModule } from './modules/standalone-appointments/index.ts';
import { sitemapModule } from './modules/sitemap/index.ts';
import { runtimeConfigFor, systemModule } from './modules/system/index.ts';
import { testSupportModule } from './modules/test-support/index.ts';
import { vehiclesModule } from './modules/vehicles/index.ts';
import { membershipModule, seedBrandPartner } from './modules/membership/index.ts';
import { messagesModule } from './modules/messages/index.ts';
import { searchModule } from './modules/search/index.ts';
import { carCareModule } from './modules/car-care/index.ts';
import { vehicleHistoryModule } from './modules/vehicle-history/index.ts';
import { autoRepairModule } from './modules/auto-repair/index.ts';
import { maintenanceModule } from './modules/maintenance/index.ts';
import { repairCostsModule } from './modules/repair-costs/index.ts';
import { auditModule } from './modules/audit/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { eventsPlugin } from './plugins/events.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { jsonApiPlugin } from './plugins/jsonapi.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { loadWebBuild, webPlugin } from './plugins/web.ts';
import serverPackage from '../package.json' with { type: 'json' };

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** The marketplace's time (lib/clock.ts): slots, holds and jobs read it; tests move it. */
    clock: Clock & Partial<Pick<ShiftableClock, 'set' | 'advance' | 'reset'>>;
  }
}

export interface BuildOptions {
  /** A database opened (and migrated) by the caller, e.g. a test's own; otherwise one from config. */
  database?: Database;
  /** Serve the React Router app: 'production' needs a built app, 'dev' runs Vite with HMR. */
  web?: 'production' | 'dev' | false;
  /** Seed reference and demo data when the database is empty (npm start). */
  seed?: boolean;
  /** The marketplace's time; by default the real time, shiftable only through test support. */
  clock?: Clock;
  /**
   * Durable jobs (ADR 032): 'run' works them (workers poll, schedules fire: main.ts); 'manual' (the default,
   * as for tests) leaves them until a test runs what is due (`app.jobs.runDue`, `drain`).
   */
  jobs?: JobsMode;
  /** How often a worker looks for jobs, in seconds ('run'; pg-boss's minimum 0.5): the two-node test's is short. */
  jobPollingIntervalSeconds?: number;
  /** Where JSON log lines go instead of stdout (a test reads what the log would hold). */
  logStream?: { write(line: string): void };
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Said at every start with test support on (E2E or DEV_TEST_SUPPORT): anyone can then sign in as anyone. */
export const TEST_SUPPORT_WARNING =
  'TEST SUPPORT IS ON (E2E or DEV_TEST_SUPPORT): /api/test makes any user, admins too, and `dev:` Facebook tokens sign in as anyone. Never on a public server.';

/**
 * The server's modules (modules/<domain>), in registration order. The libraries `offers` (pricing) and `scheduling`
 * (the slot engine) are no modules: pure functions, no routes (modules.conformance.test.ts).
 */
export const MODULES: AppModule[] = [
  systemModule,
  outboxModule,
  accountsModule,
  rewardsModule,
  catalogModule,
  assistantModule,
  locationsModule,
  vehiclesModule,
  serviceRequestsModule,
  paymentsModule,
  reviewsModule,
  bookingsModule,
  standaloneAppointmentsModule,
  extraLinesModule,
  shopsModule,
  membershipModule,
  messagesModule,
  searchModule,
  carCareModule,
  vehicleHistoryModule,
  autoRepairModule,
  maintenanceModule,
  repairCostsModule,
  sitemapModule,
  auditModule,
  testSupportModule,
];

/** Builds the whole server; never listens (main.ts does). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // First, so a missing build fails before anything is opened.
  const webBuild = options.web === 'production' ? await loadWebBuild(config) : undefined;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // A failed query's values (password hashes, emails), and capability tokens in URLs, never reach the log.
      serializers: { err: errSerializer, req: reqSerializer },
      // A person at a terminal reads lines, written in order in this thread; a log collector reads JSON
      // (config.logFormat).
      ...(options.logStream
        ? { stream: options.logStream }
        : config.logFormat === 'pretty' && config.logLevel !== 'silent'
          ? { stream: pinoPretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true }) }
          : {}),
    },
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: config.trustProxy,
    // A proxy's request id is kept (so one id follows a request across services) when it looks like one.
    genReqId: (request) => {
      const id = request.headers['x-request-id'];
      return typeof id === 'string' && REQUEST_ID.test(id) ? id : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // A path parameter as long as a URL may be: a longer one made the router answer 'No route for …' for a
    // route that exists (an invite link with a 300-character slug); schemas bound each parameter instead.
    // Some clients write paths with a trailing slash (POST v3/service_requests/, …/appointments/): every path answers
    // with or without one, pages included (docs/product/signed-in-home.md).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 8192 },
  }).withTypeProvider<ZodTypeProvider>();

  if (config.testSupport) app.log.warn({ testSupport: true }, TEST_SUPPORT_WARNING);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? new ShiftableClock());

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.pgliteDataDir },
    ));
  if (!options.database) {
    await database.migrate();
    app.addHook('onClose', () => database.close());
  }
  if (options.seed) {
    const notice = demoDataNotice(config);
    if (notice) app.log[notice.level]({ seedDemoData: config.seedDemoData }, notice.message);
    await seed(database.db, { demo: config.seedDemoData, brand: { slug: config.brandSlug, name: config.brandName } });
  }
  app.decorate('database', database);
  // Every server has the brand's own partner, seeded or not: the web sends its id as X-Partner-Id (ADR 057).
  app.decorate('brandPartnerId', await seedBrandPartner(database.db, { slug: config.brandSlug, name: config.brandName }));

  // Security first: the not-found handler (errors plugin) is rate-limited with its decorator.
  await app.register(securityPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  await app.register(jsonApiPlugin);
  await app.register(openApiPlugin, { config });
  // Before the auth plugin and the modules, which subscribe to domain events while registering (ADR 051).
  await app.register(eventsPlugin, { database });
  await app.register(authPlugin, { config, db: database.db });
  // Before the modules, which define their jobs while registering.
  await app.register(jobsPlugin, {
    database,
    mode: options.jobs ?? 'manual',
    pollingIntervalSeconds: options.jobPollingIntervalSeconds,
  });

  // The same on every node running the same build, new with each build: clients drop older stores.
  const deploymentHash = createHash('sha256')
    .update(`${config.brandSlug}:${serverPackage.version}:${webBuild?.assets.version ?? options.web ?? 'api'}`)
    .digest('hex')
    .slice(0, 12);
  app.decorate('deploymentHash', deploymentHash);

  // Every module the same way (ADR 017), a module after those whose decorators it uses.
  for (const module of MODULES) await app.register(module, { config, database });

  if (options.web) {
    const runtimeConfig = runtimeConfigFor(config, deploymentHash, app.brandPartnerId);
    await app.register(webPlugin, { config, build: webBuild, runtimeConfig });
  }

  return app;
}
