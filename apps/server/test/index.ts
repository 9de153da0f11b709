import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase, testDatabaseUrl } from './database.ts';

export { createTestDatabase, testDatabaseUrl };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

/**
 * The server as production builds it, on this test file's own database (fastify/demo's `build()`).
 * Closed after the file's tests.
 */
export async function build(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  // Test support on, as the e2e run has it: the factories and the dev social verifier use it.
  const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_MAX: '100000', DEV_TEST_SUPPORT: 'true', ...env });
  const database = await createTestDatabase();
  const app = await buildApp(config, { ...options, database });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, config };
}
