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
  // Modules register one after another (app.ts awaits each): while this one's plugin runs, `mount` knows whose
  // routes it mounts, and refuses another table's (ADR 050).
  const registered: AppModule = async (app, options) => {
    const outer = mountingModule;
    mountingModule = name;
    try {
      await plugin(app, options);
    } finally {
      mountingModule = outer;
    }
  };
  return fp(registered, { name, dependencies });
}

let mountingModule: string | undefined;

/** The module whose plugin is running now (its routes are the ones `mount` sees), if any. */
export const moduleMounting = (): string | undefined => mountingModule;
