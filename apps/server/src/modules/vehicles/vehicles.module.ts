import { JSONAPI_MEDIA_TYPE, vehiclesRoutes as routes } from '@pitstop/contracts';
import { z } from 'zod';
import { vehicleData } from '../../data/vehicles/index.ts';
import { sendCachedDocument } from '../../lib/cached-document.ts';
import { memoDocuments } from '../../lib/memo-documents.ts';
import { OwnedDocuments } from '../../lib/owned-documents.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { referenceData } from '../../lib/reference-data.ts';
import { currentUser } from '../../plugins/auth.ts';
import { jsonApiList, jsonApiResource } from '../../plugins/jsonapi.ts';
import { createOwnedVehicle } from './create-owned-vehicle.ts';
import { decodeVin } from './decode-vin.ts';
import { deleteOwnedVehicle } from './delete-owned-vehicle.ts';
import { listAllMakes, listMakes } from './list-makes.ts';
import { listModels } from './list-models.ts';
import { listOwnedVehicles } from './list-owned-vehicles.ts';
import { listStyles } from './list-styles.ts';
import { listSubModels } from './list-sub-models.ts';
import { currentYear, listVehicleYears } from './list-vehicle-years.ts';
import { updateOwnedVehicle } from './update-owned-vehicle.ts';
import type { VehiclesDeps } from './vehicles-deps.ts';
import { corgiVinDecoder } from './vin-decoder.ts';

/** Reference data changes with a deploy: a day in caches, then revalidated by ETag. */
const LOOKUP_CACHE = { contentType: 'application/json; charset=utf-8', cacheControl: 'public, max-age=86400' };
const key = (...parts: Array<string | number>) => parts.map((part) => String(part).toLowerCase()).join('\u0000');
const TYPE = 'owned_vehicles';
const PRIVATE = 'private, no-store';

/**
 * Vehicles (docs/product/vehicles.md, contracts `vehiclesRoutes`): the year → make → model → trim → engine lookups and VIN
 * decoding (turbo, public, plain JSON, served from memory), and the signed-in user's own vehicles (main API).
 */
export const vehiclesModule = defineModule(
  'vehicles',
  async (app, { database }) => {
    const vinDecoder = corgiVinDecoder();
    app.addHook('onClose', () => vinDecoder.close());
    const deps: VehiclesDeps = {
      db: database.db,
      vehicles: vehicleData(),
      vinDecoder,
      clock: app.clock,
      events: app.events,
    };
    const documents = memoDocuments();
    // The user's own vehicles, kept per user in this process (the dashboard and every vehicle step read them) and
    // dropped by the user's `vehicles.changed` from any node (ADR 067).
    const owned = new OwnedDocuments();
    app.events.on('vehicles.changed', ({ userId }) => owned.invalidateOwner(userId), { atEmit: true });

    mount(app, routes.listVehicleYears, referenceData, (request, reply) =>
      sendCachedDocument(request, reply, documents.get(key('years', currentYear(deps.clock)), () => listVehicleYears(deps)), LOOKUP_CACHE),
    );

    mount(app, routes.listAllMakes, referenceData, (request, reply) =>
      sendCachedDocument(request, reply, documents.get('makes', () => listAllMakes(deps)), LOOKUP_CACHE),
    );

    mount(app, routes.decodeVin, referenceData, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return decodeVin(deps, request.params);
    });

    mount(app, routes.listMakes, referenceData, (request, reply) => {
      const { year } = request.params;
      return sendCachedDocument(request, reply, documents.get(key(year), () => listMakes(deps, { year })), LOOKUP_CACHE);
    });

    mount(app, routes.listModels, referenceData, (request, reply) => {
      const { year, make } = request.params;
      return sendCachedDocument(request, reply, documents.get(key(year, make), () => listModels(deps, { year, make })), LOOKUP_CACHE);
    });

    mount(app, routes.listSubModels, referenceData, (request, reply) => {
      const { year, make, model } = request.params;
      return sendCachedDocument(
        request,
        reply,
        documents.get(key(year, make, model), () => listSubModels(deps, { year, make, model })),
        LOOKUP_CACHE,
      );
    });

    mount(app, routes.listStyles, referenceData, (request, reply) => {
      const { year, make, model, subModel } = request.params;
      return sendCachedDocument(
        request,
        reply,
        documents.get(key(year, make, model, subModel), () => listStyles(deps, { year, make, model, subModel })),
        LOOKUP_CACHE,
      );
    });

    mount(app, routes.listOwnedVehicles, { compress: false }, (request, reply) => {
      const userId = currentUser(request).id;
      return sendCachedDocument(
        request,
        reply,
        owned.get({ userId, id: `vehicles ${userId}` }, async () =>
          z.encode(routes.listOwnedVehicles.reply, await jsonApiList(TYPE, await listOwnedVehicles(deps, { userId }))),
        ),
        { contentType: JSONAPI_MEDIA_TYPE, cacheControl: PRIVATE },
      );
    });

    mount(app, routes.createOwnedVehicle, async (request, reply) => {
      const vehicle = await createOwnedVehicle(deps, { ...request.body, userId: currentUser(request).id });
      reply.status(201);
      return jsonApiResource(TYPE, vehicle);
    });

    for (const route of [routes.updateOwnedVehicle, routes.replaceOwnedVehicle]) {
      mount(app, route, async (request) =>
        jsonApiResource(
          TYPE,
          await updateOwnedVehicle(deps, { userId: currentUser(request).id, id: request.params.id, changes: request.body }),
        ),
      );
    }

    mount(app, routes.deleteOwnedVehicle, async (request, reply) => {
      await deleteOwnedVehicle(deps, { userId: currentUser(request).id, id: request.params.id });
      reply.status(204).send();
    });
  },
  ['events', 'auth'],
);
