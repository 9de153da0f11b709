import { createHash } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { toCamelKeys } from '@pitstop/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { seed } from './db/seed.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { apiFormatFor, errorsPlugin } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';

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

/** Builds the whole server; never listens (main.ts does). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    genReqId: (request) => (request.headers['x-request-id'] as string | undefined) ?? crypto.randomUUID(),
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

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(cookie);

  // JSON:API bodies are JSON; the main API takes snake_case keys on the wire and works in camelCase.
  app.addContentTypeParser('application/vnd.api+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.addHook('preValidation', async (request) => {
    if (apiFormatFor(request.url) !== 'jsonapi') return;
    if (request.body && typeof request.body === 'object') request.body = toCamelKeys(request.body);
    if (request.query && typeof request.query === 'object') request.query = toCamelKeys(request.query);
  });

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.brandName} API`, version: '1.0.0' },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const deploymentHash = createHash('sha256')
    .update(`${config.brandSlug}:${process.env.npm_package_version ?? ''}:${Date.now()}`)
    .digest('hex')
    .slice(0, 12);
  await app.register(systemRoutes, { config, database, deploymentHash });

  if (options.web) await app.register(webPlugin, { config, dev: options.web === 'dev' });

  return app;
}
