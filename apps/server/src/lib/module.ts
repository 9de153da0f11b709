import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/** What every module is given: it builds everything else it needs itself (ADR 017). */
export interface ModuleOptions {
  config: Config;
  database: Database;
}

/**
 * A server module (modules/<domain>): one plugin, registered by app.ts like every other as
 * `app.register(module, { config, database })`. It builds its own dependencies, keeps its state in its closure
 * (or in a decorator it declares, when other modules read it), and mounts its routes from its contracts route
 * table with `mount`.
 */
export type AppModule = FastifyPluginAsync<ModuleOptions>;

/**
 * Names a module and the modules it needs registered first (checked at boot). The plugin runs at the app's
 * level, so what it decorates is visible to the modules after it; a module that adds hooks or plugins for its
 * own routes only (a cookie parser) registers them in a scope of its own.
 */
export function defineModule(name: string, plugin: AppModule, dependencies: string[] = []): AppModule {
  return fp(plugin, { name, dependencies });
}
