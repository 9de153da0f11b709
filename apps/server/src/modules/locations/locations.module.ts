import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { loadZips } from '../../data/zips.ts';
import { Coverage } from './coverage.ts';
import { coverageGapRoutes, locationLookupRoutes } from './locations.routes.ts';
import type { LocationsDeps } from './locations-deps.ts';
import { type ShopsPort, shopsPortFor } from './shops-port.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-market zip set (modules/locations): `coverageFor` / `assertInMarket` read it. */
    coverage: Coverage;
  }
}

export interface LocationsPluginOptions {
  config: Config;
  database: Database;
  /** Another view of the shops (tests); the shops tables by default. */
  shops?: ShopsPort;
  /** How often every node rebuilds the in-market set, so it sees shop changes made on other nodes. */
  coverageRefreshMs?: number;
}

/**
 * Zip, city, area and coverage lookups (/api/turbo/v1) and the coverage-gap forms (/api/v3). Loads the zip
 * data and builds the in-market set before the server is ready; decorates `app.coverage`.
 */
export const locationsPlugin = fp(
  async (app: FastifyInstance, { config, database, shops, coverageRefreshMs = 60_000 }: LocationsPluginOptions) => {
    loadZips();
    const port = shops ?? shopsPortFor(database.db);
    const coverage = new Coverage(() => port.listActiveShopLocations());
    await coverage.refresh();
    app.decorate('coverage', coverage);

    const timer = setInterval(() => {
      coverage.refresh().catch((error: unknown) => app.log.error({ err: error }, 'coverage refresh failed'));
    }, coverageRefreshMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    const deps: LocationsDeps = { db: database.db, coverage, shops: port };
    await app.register(locationLookupRoutes, { ...deps, prefix: '/api/turbo/v1' });
    await app.register(coverageGapRoutes, { ...deps, config, prefix: '/api/v3' });
  },
  { name: 'locations' },
);
