import { autoRepairRoutes as routes } from '@pitstop/contracts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { currentUser } from '../../plugins/auth.ts';
import { jsonApiList, jsonApiResource } from '../../plugins/jsonapi.ts';
import type { AutoRepairDeps } from './auto-repair-deps.ts';
import { getAutoRepairItem } from './get-auto-repair-item.ts';
import { listAutoRepair } from './list-auto-repair.ts';

const PRIVATE = 'private, no-store';

/** AutoRepair (contracts `autoRepairRoutes`, ADR 050): mounts its own table only. */
export const autoRepairModule = defineModule(
  'auto-repair', // = folder = ROUTE_TABLES key = tag
  async (app, { database }) => {
    const deps: AutoRepairDeps = { db: database.db, clock: app.clock };

    mount(app, routes.listAutoRepair, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const { items, count } = await listAutoRepair(deps, { userId: currentUser(request).id, page: request.query });
      return jsonApiList('auto_repair', items, count);
    });

    mount(app, routes.getAutoRepairItem, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return jsonApiResource('auto_repair', await getAutoRepairItem(deps, { userId: currentUser(request).id, id: request.params.id }));
    });
  },
  ['auth'], // registered before it, checked at boot; add 'events', 'jobs', 'outbox'… as the module uses them (ADR 051)
);
