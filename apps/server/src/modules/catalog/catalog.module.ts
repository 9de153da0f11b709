import { catalogRoutes as routes, JSONAPI_MEDIA_TYPE } from '@pitstop/contracts';
import { sendCachedDocument } from '../../lib/cached-document.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { referenceData } from '../../lib/reference-data.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { type CatalogStore, createCatalogStore } from './catalog-store.ts';
import { listAppointmentServices } from './list-appointment-services.ts';
import { listFeatures } from './list-features.ts';
import { listSelectionCategoryServices } from './list-selection-category-services.ts';
import { listServices } from './list-services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue in memory (modules/catalog): the service advisor and autoquote read it. */
    catalog: CatalogStore;
  }
}

/** The catalogue changes with a deploy or a seed: clients may keep it a few minutes, then revalidate by ETag. */
const CATALOG_CACHE = { contentType: JSONAPI_MEDIA_TYPE, cacheControl: 'public, max-age=300, must-revalidate' };
const FEATURES_CACHE = { contentType: JSONAPI_MEDIA_TYPE, cacheControl: 'public, max-age=60, must-revalidate' };

/** Catalogue and features (docs/product/requests-and-offers.md, contracts `catalogRoutes`), public. Decorates `app.catalog`. */
export const catalogModule = defineModule('catalog', async (app, { database }) => {
  const deps: CatalogDeps = { store: createCatalogStore(database.db) };
  app.decorate('catalog', deps.store);

  mount(app, routes.listServices, referenceData, (request, reply) =>
    sendCachedDocument(request, reply, listServices(deps), CATALOG_CACHE),
  );

  mount(app, routes.listSelectionCategoryServices, referenceData, (request, reply) =>
    sendCachedDocument(request, reply, listSelectionCategoryServices(deps, request.query), CATALOG_CACHE),
  );

  mount(app, routes.listAppointmentServices, referenceData, (request, reply) =>
    sendCachedDocument(request, reply, listAppointmentServices(deps, request.query), CATALOG_CACHE),
  );

  mount(app, routes.listFeatures, referenceData, (request, reply) =>
    sendCachedDocument(request, reply, listFeatures(deps), FEATURES_CACHE),
  );
});
