import { vehicleHistoryRoutes as routes } from '@pitstop/contracts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { currentUser } from '../../plugins/auth.ts';
import { jsonApiList, jsonApiResource } from '../../plugins/jsonapi.ts';
import type { VehicleHistoryDeps } from './vehicle-history-deps.ts';
import { getVehicleHistoryItem } from './get-vehicle-history-item.ts';
import { listVehicleHistory } from './list-vehicle-history.ts';

const PRIVATE = 'private, no-store';

/** VehicleHistory (contracts `vehicleHistoryRoutes`, ADR 050): mounts its own table only. */
export const vehicleHistoryModule = defineModule(
  'vehicle-history', // = folder = ROUTE_TABLES key = tag
  async (app, { database }) => {
    const deps: VehicleHistoryDeps = { db: database.db, clock: app.clock };

    mount(app, routes.listVehicleHistory, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const { items, count } = await listVehicleHistory(deps, { userId: currentUser(request).id, page: request.query });
      return jsonApiList('vehicle_history', items, count);
    });

    mount(app, routes.getVehicleHistoryItem, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return jsonApiResource('vehicle_history', await getVehicleHistoryItem(deps, { userId: currentUser(request).id, id: request.params.id }));
    });
  },
  ['auth'], // registered before it, checked at boot; add 'events', 'jobs', 'outbox'… as the module uses them (ADR 051)
);
