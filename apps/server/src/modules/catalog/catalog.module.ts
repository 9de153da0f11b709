import {
  AppointmentServiceListDocument,
  AppointmentServicesQuery,
  FeatureListDocument,
  JSONAPI_MEDIA_TYPE,
  ServiceListDocument,
  ServiceSelectionCategoryDocument,
  ServiceSelectionCategoryQuery,
} from '@pitstop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { sendCachedDocument } from '../../lib/cached-document.ts';
import { referenceData } from '../../lib/reference-data.ts';
import { catalogStoreFor } from './catalog-store.ts';
import { listAppointmentServices } from './list-appointment-services.ts';
import { listFeatures } from './list-features.ts';
import { listSelectionCategoryServices } from './list-selection-category-services.ts';
import { listServices } from './list-services.ts';

/** The catalogue changes with a deploy or a seed: clients may keep it a few minutes, then revalidate by ETag. */
const CATALOG_CACHE = { contentType: JSONAPI_MEDIA_TYPE, cacheControl: 'public, max-age=300, must-revalidate' };
const FEATURES_CACHE = { contentType: JSONAPI_MEDIA_TYPE, cacheControl: 'public, max-age=60, must-revalidate' };

/** Catalogue and features (spec 000 §7), public: no login. Registered under the /api prefix. */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const deps = { store: catalogStoreFor(db) };

  app.get(
    '/v3/services',
    { ...referenceData, schema: { tags: ['catalog'], response: { 200: ServiceListDocument } } },
    (request, reply) => sendCachedDocument(request, reply, listServices(deps), CATALOG_CACHE),
  );

  app.get(
    '/v3/services/service_selection_categories',
    {
      ...referenceData,
      schema: {
        tags: ['catalog'],
        querystring: ServiceSelectionCategoryQuery,
        response: { 200: ServiceSelectionCategoryDocument },
      },
    },
    (request, reply) =>
      sendCachedDocument(request, reply, listSelectionCategoryServices(deps, request.query), CATALOG_CACHE),
  );

  app.get(
    '/v3/appointment_services',
    {
      ...referenceData,
      schema: {
        tags: ['catalog'],
        querystring: AppointmentServicesQuery,
        response: { 200: AppointmentServiceListDocument },
      },
    },
    (request, reply) =>
      sendCachedDocument(request, reply, listAppointmentServices(deps, request.query), CATALOG_CACHE),
  );

  app.get(
    '/v4/features',
    { ...referenceData, schema: { tags: ['catalog'], response: { 200: FeatureListDocument } } },
    (request, reply) => sendCachedDocument(request, reply, listFeatures(deps), FEATURES_CACHE),
  );
};
