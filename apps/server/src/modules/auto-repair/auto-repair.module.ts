import { autoRepairRoutes as routes } from '@pitstop/contracts';
import { type CachedDocument, cachedDocument, sendCachedDocument } from '../../lib/cached-document.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { referenceData } from '../../lib/reference-data.ts';
import { assertInMarket } from '../locations/index.ts';
import type { AutoRepairDeps } from './auto-repair-deps.ts';
import { buildDirectory, createDirectoryStore, type Directory, readDirectoryShops } from './directory.ts';
import { findCity, findNearestCity, findState, getAutoRepairCity, getAutoRepairState, listAutoRepairStates } from './read-pages.ts';

/** Shops join, leave and are reviewed: shared caches keep an answer a minute (the page cache as long as it keeps pages). */
const PUBLIC = { contentType: 'application/json; charset=utf-8', cacheControl: 'public, max-age=60' };

/** A page's document, built once per directory under its canonical key (an alias or another case reads the same one). */
function kept(directory: Directory, key: string, build: () => unknown): CachedDocument {
  let document = directory.documents.get(key);
  if (!document) {
    document = cachedDocument(build());
    directory.documents.set(key, document);
  }
  return document;
}

/**
 * The auto-repair pages' lookups (contracts `autoRepairRoutes`, docs/product/auto-repair-pages.md, ADR 071): public
 * reference data answered from the directory in memory, each page's document serialised once. This node's
 * `market.changed` (a review, a shop's settings) drops the directory; other nodes' changes show within its TTL.
 */
export const autoRepairModule = defineModule(
  'auto-repair', // = folder = ROUTE_TABLES key = tag
  async (app, { database }) => {
    const directory = createDirectoryStore(async () => buildDirectory(await readDirectoryShops(database.db), await app.catalog.get()));
    const deps: AutoRepairDeps = { db: database.db, clock: app.clock, directory, coverage: app.coverage };
    app.events.on('market.changed', () => directory.invalidate(), { atEmit: true });

    /** Runs `answer` on the directory in memory, in this tick when there is one. */
    const withDirectory = (answer: (current: Directory) => CachedDocument): CachedDocument | Promise<CachedDocument> => {
      const current = deps.directory.peek();
      return current ? answer(current) : deps.directory.get().then(answer);
    };

    mount(app, routes.listAutoRepairStates, referenceData, (request, reply) =>
      sendCachedDocument(request, reply, withDirectory((current) => kept(current, 'states', () => listAutoRepairStates(current))), PUBLIC),
    );

    mount(app, routes.getAutoRepairState, referenceData, (request, reply) =>
      sendCachedDocument(
        request,
        reply,
        withDirectory((current) => {
          const state = findState(current, request.params.state);
          return kept(current, `state:${state.slug}`, () => getAutoRepairState(state));
        }),
        PUBLIC,
      ),
    );

    mount(app, routes.getAutoRepairCity, referenceData, (request, reply) =>
      sendCachedDocument(
        request,
        reply,
        withDirectory((current) => {
          const state = findState(current, request.params.state);
          const city = findCity(state, request.params.city);
          return kept(current, `city:${state.slug}/${city.slug}`, () => getAutoRepairCity(current, state, city));
        }),
        PUBLIC,
      ),
    );

    mount(app, routes.findAutoRepairCity, async (request, reply) => {
      const { zip } = assertInMarket(deps.coverage, request.query.zipcode);
      reply.header('cache-control', PUBLIC.cacheControl);
      return findNearestCity(await deps.directory.get(), zip);
    });
  },
  ['events', 'catalog', 'locations'], // registered before it, checked at boot (ADR 051): market changes, the catalogue, the coverage
);
