import { carCareRoutes as routes, JSONAPI_MEDIA_TYPE } from '@pitstop/contracts';
import { z } from 'zod';
import { RECURRING_JOBS } from '../../jobs/index.ts';
import { sendCachedDocument } from '../../lib/cached-document.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { currentUser } from '../../plugins/auth.ts';
import { jsonApiList, jsonApiResource } from '../../plugins/jsonapi.ts';
import { UserRequestLists } from '../service-requests/index.ts';
import type { CarCareDeps } from './car-care-deps.ts';
import { sendMaintenanceReminders } from './maintenance-reminders.ts';
import { getVehicleMaintenance, listMaintenanceDue } from './read-maintenance.ts';
import { listWarranties } from './read-warranties.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Car care's recurring work (the jobs queue runs it daily): the maintenance reminders due by `now`. */
    carCare: {
      sendMaintenanceReminders(now: Date): Promise<{ sent: number }>;
    };
  }
}

const PRIVATE = 'private, no-store';
const MAINTENANCE = 'maintenance_due';
const MINUTE_MS = 60_000;

/**
 * Car care (docs/product/car-care.md, ADR 065; contracts `carCareRoutes`): what is due next on the user's vehicles
 * and the warranties of their completed jobs, both read on every dashboard visit, and the maintenance reminders.
 */
export const carCareModule = defineModule(
  'car-care', // = folder = ROUTE_TABLES key = tag
  async (app, { config, database }) => {
    const deps: CarCareDeps = {
      db: database.db,
      clock: app.clock,
      catalog: app.catalog,
      outbox: app.outbox,
      messageBudget: app.messageBudget,
      config,
    };
    // The dashboard's two reads, kept per user in this process (ADR 067) and dropped by the user's events from any
    // node: a vehicle added, edited (its mileage) or removed; any event of one of their requests (a job completed
    // is its `service_request.status`), whose ids are remembered with the user before a read.
    const kept = new UserRequestLists(database.db);
    for (const type of ['vehicles.changed', 'service_request.created'] as const) {
      app.events.on(type, ({ userId }) => kept.invalidateUser(userId), { atEmit: true });
    }
    for (const type of ['service_request.status', 'service_request.withdrawn'] as const) {
      app.events.on(type, ({ requestId }) => kept.invalidateRequest(requestId), { atEmit: true });
    }

    app.decorate('carCare', { sendMaintenanceReminders: (now: Date) => sendMaintenanceReminders(deps, now) });
    app.jobs.define(RECURRING_JOBS.sendMaintenanceReminders.name, {
      cron: RECURRING_JOBS.sendMaintenanceReminders.cron,
      handler: async ({ now }) => {
        await sendMaintenanceReminders(deps, now);
      },
    });

    mount(app, routes.listMaintenanceDue, { compress: false }, (request, reply) => {
      const userId = currentUser(request).id;
      const read = async () => z.encode(routes.listMaintenanceDue.reply, await jsonApiList(MAINTENANCE, await listMaintenanceDue(deps, { userId })));
      return sendCachedDocument(request, reply, kept.get(userId, 'maintenance-due', read), { contentType: JSONAPI_MEDIA_TYPE, cacheControl: PRIVATE });
    });

    mount(app, routes.getVehicleMaintenanceDue, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return jsonApiResource(MAINTENANCE, await getVehicleMaintenance(deps, { userId: currentUser(request).id, vehicleId: request.params.id }));
    });

    // What is left of a warranty moves with the clock: kept per minute of it (tests and test support move it).
    mount(app, routes.listWarranties, { compress: false }, (request, reply) => {
      const userId = currentUser(request).id;
      const minute = Math.floor(deps.clock.now().getTime() / MINUTE_MS);
      const read = async () => z.encode(routes.listWarranties.reply, await jsonApiList('warranties', await listWarranties(deps, { userId })));
      return sendCachedDocument(request, reply, kept.get(userId, `warranties ${minute}`, read), { contentType: JSONAPI_MEDIA_TYPE, cacheControl: PRIVATE });
    });
  },
  ['events', 'auth', 'jobs', 'outbox', 'catalog'],
);
