import { createHash, randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import { toCamelKeys } from '@pitstop/contracts';
import Fastify, { type FastifyInstance, type preValidationHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { seed } from './db/seed.ts';
import { accountsPlugin } from './modules/accounts/index.ts';
import { assistantRoutes } from './modules/assistant/index.ts';
import { catalogRoutes } from './modules/catalog/index.ts';
import { locationsPlugin } from './modules/locations/index.ts';
import { runtimeConfigFor, systemRoutes } from './modules/system/system.routes.ts';
import { vehiclesPlugin } from './modules/vehicles/index.ts';
import { lazyChildLoggerFactory } from './lib/lazy-child-logger.ts';
import { apiFormatFor, errorsPlugin } from './plugins/errors.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { loadWebBuild, webPlugin } from './plugins/web.ts';
import serverPackage from '../package.json' with { type: 'json' };

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

export interface BuildOptions {
  /** A database opened (and migrated) by the caller, e.g. a test's own; otherwise one from config. */
  database?: Database;
  /** Serve the React Router app: 'production' needs a built app, 'dev' runs Vite with HMR. */
  web?: 'production' | 'dev' | false;
  /** Seed reference and demo data when the database is empty (npm start). */
  seed?: boolean;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Builds the whole server; never listens (main.ts does). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // First, so a missing build fails before anything is opened.
  const webBuild = options.web === 'production' ? await loadWebBuild(config) : undefined;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // A person at a terminal reads lines; a log collector reads JSON (config.logFormat).
      ...(config.logFormat === 'pretty' && config.logLevel !== 'silent'
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
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
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.pgliteDataDir },
    ));
  if (!options.database) {
    await database.migrate();
    app.addHook('onClose', () => database.close());
  }
  if (options.seed) await seed(database.db, { demo: config.seedDemoData });
  app.decorate('database', database);

  // Security first: the not-found handler (errors plugin) is rate-limited with its decorator.
  await app.register(securityPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  // JSON:API bodies are JSON; the main API takes snake_case keys on the wire and works in camelCase.
  // A body-less call may still name a JSON type (the web client always does): no body, not a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', 'application/vnd.api+json'], { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, String(body), done),
  );
  // On the main API's routes only (decided once per route, not per request), and callback-style: an async
  // hook costs a promise on every request, even doing nothing.
  const camelKeys: preValidationHookHandler = (request, _reply, done) => {
    if (request.body && typeof request.body === 'object') request.body = toCamelKeys(request.body);
    if (request.query && typeof request.query === 'object') request.query = toCamelKeys(request.query);
    done();
  };
  app.addHook('onRoute', (route) => {
    if (apiFormatFor(route.url) !== 'jsonapi') return;
    route.preValidation = [camelKeys, ...(route.preValidation ? [route.preValidation].flat() : [])];
  });

  await app.register(openApiPlugin, { config });
  // Accounts first among modules: it provides app.requireUser / app.requireAdmin and app.outbox.
  await app.register(accountsPlugin, { config, database });

  // The same on every node running the same build, new with each build: clients drop older stores (spec §4).
  const deploymentHash = createHash('sha256')
    .update(`${config.brandSlug}:${serverPackage.version}:${webBuild?.assets.version ?? options.web ?? 'api'}`)
    .digest('hex')
    .slice(0, 12);
  await app.register(systemRoutes, { config, database, deploymentHash });
  await app.register(catalogRoutes, { prefix: '/api', db: database.db });
  await app.register(assistantRoutes, { prefix: '/api/assistant', db: database.db });
  await app.register(locationsPlugin, { config, database });
  await app.register(vehiclesPlugin, { database });

  if (options.web) {
    const runtimeConfig = runtimeConfigFor({ config, database, deploymentHash });
    await app.register(webPlugin, { config, build: webBuild, runtimeConfig });
  }

  return app;
}
