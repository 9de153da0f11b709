import {
  JSONAPI_MEDIA_TYPE,
  JsonApiErrorDocument,
  MakeParams,
  ModelParams,
  NameListResponse,
  OwnedVehicleDocument,
  OwnedVehicleListDocument,
  OwnedVehicleParams,
  OwnedVehiclePatch,
  OwnedVehicleRequest,
  PlainError,
  SubModelParams,
  VehicleYearsResponse,
  VinDecodeResponse,
  VinParams,
  YearParams,
} from '@pitstop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedDocument } from '../../lib/cached-document.ts';
import { jsonApiList, jsonApiResource } from '../../lib/jsonapi.ts';
import { memoDocuments } from '../../lib/memo-documents.ts';
import { referenceData } from '../../lib/reference-data.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createOwnedVehicle } from './create-owned-vehicle.ts';
import { decodeVin } from './decode-vin.ts';
import { deleteOwnedVehicle } from './delete-owned-vehicle.ts';
import { listAllMakes, listMakes } from './list-makes.ts';
import { listModels } from './list-models.ts';
import { listOwnedVehicles } from './list-owned-vehicles.ts';
import { listStyles } from './list-styles.ts';
import { listSubModels } from './list-sub-models.ts';
import { listVehicleYears } from './list-vehicle-years.ts';
import { updateOwnedVehicle } from './update-owned-vehicle.ts';
import type { VehiclesDeps } from './vehicles-deps.ts';

/** Reference data changes with a deploy: a day in caches, then revalidated by ETag. */
const LOOKUP_CACHE = { contentType: 'application/json; charset=utf-8', cacheControl: 'public, max-age=86400' };
const plainErrors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, PlainError]));
const jsonApiErrors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, JsonApiErrorDocument]));
const tags = ['vehicles'];
const key = (...parts: Array<string | number>) => parts.map((part) => String(part).toLowerCase()).join('\u0000');

/** Turbo vehicle lookups (spec 000 §7), public, under /api/turbo/v1. Plain JSON. */
export const vehicleLookupRoutes: FastifyPluginAsyncZod<VehiclesDeps> = async (app, deps) => {
  const documents = memoDocuments();

  app.get('/vehicles/years', { ...referenceData, schema: { tags, response: { 200: VehicleYearsResponse } } }, (request, reply) =>
    sendCachedDocument(request, reply, documents.get(key('years', deps.currentYear()), () => listVehicleYears(deps)), LOOKUP_CACHE),
  );

  app.get('/vehicles/makes', { ...referenceData, schema: { tags, response: { 200: NameListResponse } } }, (request, reply) =>
    sendCachedDocument(request, reply, documents.get('makes', () => listAllMakes(deps)), LOOKUP_CACHE),
  );

  app.get(
    '/vehicles/vin/:vin',
    { ...referenceData, schema: { tags, params: VinParams, response: { 200: VinDecodeResponse, ...plainErrors(404, 422) } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return decodeVin(deps, request.params);
    },
  );

  app.get(
    '/years/:year/makes',
    { ...referenceData, schema: { tags, params: YearParams, response: { 200: NameListResponse, ...plainErrors(404, 422) } } },
    (request, reply) => {
      const { year } = request.params;
      return sendCachedDocument(request, reply, documents.get(key(year), () => listMakes(deps, { year })), LOOKUP_CACHE);
    },
  );

  app.get(
    '/years/:year/makes/:make/models',
    { ...referenceData, schema: { tags, params: MakeParams, response: { 200: NameListResponse, ...plainErrors(404, 422) } } },
    (request, reply) => {
      const { year, make } = request.params;
      return sendCachedDocument(request, reply, documents.get(key(year, make), () => listModels(deps, { year, make })), LOOKUP_CACHE);
    },
  );

  app.get(
    '/years/:year/makes/:make/models/:model/sub_models',
    { ...referenceData, schema: { tags, params: ModelParams, response: { 200: NameListResponse, ...plainErrors(404, 422) } } },
    (request, reply) => {
      const { year, make, model } = request.params;
      return sendCachedDocument(
        request,
        reply,
        documents.get(key(year, make, model), () => listSubModels(deps, { year, make, model })),
        LOOKUP_CACHE,
      );
    },
  );

  app.get(
    '/years/:year/makes/:make/models/:model/sub_models/:subModel/styles',
    { ...referenceData, schema: { tags, params: SubModelParams, response: { 200: NameListResponse, ...plainErrors(404, 422) } } },
    (request, reply) => {
      const { year, make, model, subModel } = request.params;
      return sendCachedDocument(
        request,
        reply,
        documents.get(key(year, make, model, subModel), () => listStyles(deps, { year, make, model, subModel })),
        LOOKUP_CACHE,
      );
    },
  );
};

/** The signed-in user's vehicles (spec 000 §7 "Vehicles"), JSON:API under /api/v3. */
export const ownedVehicleRoutes: FastifyPluginAsyncZod<VehiclesDeps> = async (app, deps) => {
  const type = 'owned_vehicles';
  const guarded = { preHandler: app.requireUser };
  app.addHook('preSerialization', async (_request, reply, payload) => {
    reply.type(JSONAPI_MEDIA_TYPE);
    return payload;
  });

  app.get(
    '/users/vehicles',
    { ...guarded, schema: { tags, response: { 200: OwnedVehicleListDocument, ...jsonApiErrors(401) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return jsonApiList(type, await listOwnedVehicles(deps, { userId: currentUser(request).id }));
    },
  );

  app.post(
    '/owned_vehicles',
    {
      ...guarded,
      schema: { tags, body: OwnedVehicleRequest, response: { 201: OwnedVehicleDocument, ...jsonApiErrors(401, 422) } },
    },
    async (request, reply) => {
      const vehicle = await createOwnedVehicle(deps, { ...request.body, userId: currentUser(request).id });
      return reply.status(201).send(await jsonApiResource(type, vehicle));
    },
  );

  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/owned_vehicles/:id',
      ...guarded,
      schema: {
        tags,
        params: OwnedVehicleParams,
        body: method === 'PUT' ? OwnedVehicleRequest : OwnedVehiclePatch,
        response: { 200: OwnedVehicleDocument, ...jsonApiErrors(401, 404, 422) },
      },
      handler: async (request) =>
        jsonApiResource(
          type,
          await updateOwnedVehicle(deps, { userId: currentUser(request).id, id: request.params.id, changes: request.body }),
        ),
    });
  }

  app.delete(
    '/owned_vehicles/:id',
    { ...guarded, schema: { tags, params: OwnedVehicleParams, response: { 204: z.null(), ...jsonApiErrors(401, 404) } } },
    async (request, reply) => {
      await deleteOwnedVehicle(deps, { userId: currentUser(request).id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
