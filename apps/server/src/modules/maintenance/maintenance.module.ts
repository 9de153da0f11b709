import { maintenanceRoutes as routes } from '@pitstop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { vehicleData } from '../../data/vehicles/index.ts';
import { vehicleSlugs } from '../../data/vehicles/slugs.ts';
import { type CachedDocument, sendCachedDocument } from '../../lib/cached-document.ts';
import { memoDocuments } from '../../lib/memo-documents.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { referenceData } from '../../lib/reference-data.ts';
import type { CatalogSnapshot } from '../catalog/index.ts';
import type { MaintenanceDeps } from './maintenance-deps.ts';
import {
  findMaintenanceMake,
  findMaintenanceVehicle,
  type FoundVehicle,
  listMaintenanceMakes,
  maintenanceOverview,
  makeModels,
  vehicleSchedule,
} from './read-maintenance.ts';
import { type ScheduleTable, scheduleTable } from './schedule-table.ts';

/** The catalogue's service names can change with a seed or a deploy: caches keep a reply minutes, then revalidate. */
const MAINTENANCE_CACHE = { contentType: 'application/json; charset=utf-8', cacheControl: 'public, max-age=300, must-revalidate' };

/**
 * Maintenance schedules by vehicle (ADR 072, contracts `maintenanceRoutes`): public reads of authored data — the
 * vehicle data by slug and the catalogue's typical schedule — answered as reference data is (lib/reference-data.ts):
 * each reply built once, checked against its contract, kept serialised with its ETag until the catalogue's snapshot
 * is replaced. An unknown name is 404; the replies name what was found canonically, for the pages' addresses.
 */
export const maintenanceModule = defineModule(
  'maintenance', // = folder = ROUTE_TABLES key = tag
  async (app) => {
    const data = vehicleData();
    const deps: MaintenanceDeps = { catalog: app.catalog, vehicles: vehicleSlugs(), vehicleData: data };
    const documents = memoDocuments(25_000);
    let documentsOf: CatalogSnapshot | undefined;

    /** A reply kept by its canonical key, built from the schedule of the catalogue's current snapshot. */
    const documentOf = (
      key: string,
      schema: z.ZodType,
      build: (table: ScheduleTable) => unknown,
    ): CachedDocument | Promise<CachedDocument> => {
      const snapshot = deps.catalog.peek();
      if (!snapshot) return deps.catalog.get().then(() => documentOf(key, schema, build));
      if (snapshot !== documentsOf) {
        documents.clear();
        documentsOf = snapshot;
      }
      return documents.get(key, () => schema.parse(build(scheduleTable(snapshot))));
    };
    const send = (request: FastifyRequest, reply: FastifyReply, document: CachedDocument | Promise<CachedDocument>) =>
      sendCachedDocument(request, reply, document, MAINTENANCE_CACHE);
    const vehicleKey = ({ make, model, year }: FoundVehicle) => `vehicle ${make.slug} ${model.slug} ${year ?? ''}`;
    const sendVehicle = (request: FastifyRequest, reply: FastifyReply, vehicle: FoundVehicle) =>
      send(
        request,
        reply,
        documentOf(vehicleKey(vehicle), routes.getModelMaintenance.reply, (table) => vehicleSchedule(deps, vehicle, table)),
      );

    mount(app, routes.getMaintenanceOverview, referenceData, (request, reply) =>
      send(request, reply, documentOf('overview', routes.getMaintenanceOverview.reply, () => maintenanceOverview(deps))),
    );

    mount(app, routes.listMaintenanceMakes, referenceData, (request, reply) =>
      send(request, reply, documentOf('makes', routes.listMaintenanceMakes.reply, (table) => listMaintenanceMakes(deps, table))),
    );

    mount(app, routes.getMaintenanceMake, referenceData, (request, reply) => {
      const make = findMaintenanceMake(deps, request.params);
      return send(request, reply, documentOf(`make ${make.slug}`, routes.getMaintenanceMake.reply, () => makeModels(make)));
    });

    mount(app, routes.getModelMaintenance, referenceData, (request, reply) =>
      sendVehicle(request, reply, findMaintenanceVehicle(deps, request.params)),
    );
    mount(app, routes.getModelYearMaintenance, referenceData, (request, reply) =>
      sendVehicle(request, reply, findMaintenanceVehicle(deps, request.params)),
    );
    mount(app, routes.getMakeModelMaintenance, referenceData, (request, reply) =>
      sendVehicle(request, reply, findMaintenanceVehicle(deps, request.params)),
    );
    mount(app, routes.getMakeModelYearMaintenance, referenceData, (request, reply) =>
      sendVehicle(request, reply, findMaintenanceVehicle(deps, request.params)),
    );
  },
  ['catalog'],
);
