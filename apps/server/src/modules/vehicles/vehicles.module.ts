import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { vehicleData } from '../../data/vehicles/index.ts';
import { corgiVinDecoder, type VinDecoder } from './vin-decoder.ts';
import { ownedVehicleRoutes, vehicleLookupRoutes } from './vehicles.routes.ts';
import type { VehiclesDeps } from './vehicles-deps.ts';

export interface VehiclesPluginOptions {
  database: Database;
  /** Another decoder (tests); corgi's offline decoder by default. */
  vinDecoder?: VinDecoder;
  currentYear?: () => number;
}

/**
 * Vehicle lookups (/api/turbo/v1) and the user's vehicles (/api/v3). Register after the accounts plugin:
 * the owned-vehicle routes guard with `app.requireUser`.
 */
export const vehiclesPlugin = fp(
  async (app: FastifyInstance, { database, vinDecoder, currentYear }: VehiclesPluginOptions) => {
    const decoder = vinDecoder ?? corgiVinDecoder();
    app.addHook('onClose', () => decoder.close());
    const deps: VehiclesDeps = {
      db: database.db,
      vehicles: vehicleData(),
      vinDecoder: decoder,
      currentYear: currentYear ?? (() => new Date().getFullYear()),
    };
    await app.register(vehicleLookupRoutes, { ...deps, prefix: '/api/turbo/v1' });
    await app.register(ownedVehicleRoutes, { ...deps, prefix: '/api/v3' });
  },
  { name: 'vehicles', dependencies: ['auth'] },
);
