import { repairCostsRoutes as routes } from '@pitstop/contracts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { getRepairCostIndex } from './get-repair-cost-index.ts';
import { getRepairCostJob } from './get-repair-cost-job.ts';
import { getRepairCostMake } from './get-repair-cost-make.ts';
import { getRepairCostModel } from './get-repair-cost-model.ts';
import { listRecentRepairs } from './list-recent-repairs.ts';
import type { RepairCostsDeps } from './repair-costs-deps.ts';
import { ShopPrices } from './shop-prices.ts';

/** Public pages' data: shared caches may keep it a minute (a shop's new rates show within it). */
const PUBLIC = 'public, max-age=60';

/**
 * Repair costs (contracts `repairCostsRoutes`, docs/product/repair-cost-pages.md, ADR 073): the public data of the
 * `/repair-cost/…` pages. The markets' shops and the bands drawn from them are kept in this process and dropped by
 * `market.changed` on every node.
 */
export const repairCostsModule = defineModule(
  'repair-costs', // = folder = ROUTE_TABLES key = tag
  async (app, { database }) => {
    const deps: RepairCostsDeps = { db: database.db, clock: app.clock, catalog: app.catalog, prices: new ShopPrices(database.db) };
    app.events.on('market.changed', () => deps.prices.invalidate(), { atEmit: true });

    mount(app, routes.getRepairCostIndex, async (_request, reply) => {
      reply.header('cache-control', PUBLIC);
      return getRepairCostIndex(deps);
    });
    mount(app, routes.getRepairCostMake, async (request, reply) => {
      reply.header('cache-control', PUBLIC);
      return getRepairCostMake(request.params);
    });
    mount(app, routes.getRepairCostModel, async (request, reply) => {
      reply.header('cache-control', PUBLIC);
      return getRepairCostModel(deps, request.params);
    });
    mount(app, routes.listRecentRepairs, async (request, reply) => {
      reply.header('cache-control', PUBLIC);
      return listRecentRepairs(deps, request.params);
    });
    mount(app, routes.getRepairCostJob, async (request, reply) => {
      reply.header('cache-control', PUBLIC);
      return getRepairCostJob(deps, request.params);
    });
  },
  ['catalog', 'events'], // registered before it, checked at boot (ADR 051)
);
