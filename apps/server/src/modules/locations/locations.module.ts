import { locationsRoutes as routes } from '@pitstop/contracts';
import { loadZips } from '../../data/zips.ts';
import { sendCachedDocument } from '../../lib/cached-document.ts';
import { memoDocuments } from '../../lib/memo-documents.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { referenceData } from '../../lib/reference-data.ts';
import { RECURRING_JOBS } from '../../jobs/index.ts';
import { currentUser } from '../../plugins/auth.ts';
import { jsonApiList, jsonApiResource } from '../../plugins/jsonapi.ts';
import { listCoverageRequests, listShopSuggestions, markCoverageRequest, markShopSuggestion } from './admin-coverage.ts';
import { Coverage } from './coverage.ts';
import { createBetaContact } from './create-beta-contact.ts';
import { createShopContactRequest } from './create-shop-contact-request.ts';
import { getArea } from './get-area.ts';
import { getCity } from './get-city.ts';
import { getTargetMarket } from './get-target-market.ts';
import { listStateCities } from './list-state-cities.ts';
import { notifyCoverage } from './notify-coverage.ts';
import type { LocationsDeps } from './locations-deps.ts';
import { searchZipcodes } from './search-zipcodes.ts';
import { shopsPortFor } from './shops-port.ts';
import { auditActor } from '../audit/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-market zip set (modules/locations): `coverageFor` / `assertInMarket` read it. */
    coverage: Coverage;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
const PRIVATE = 'private, no-store';
/** Zips and cities change with a deploy (the dataset package): a day in caches, then revalidated by ETag. */
const REFERENCE = { contentType: JSON_TYPE, cacheControl: 'public, max-age=86400' };
/** Coverage changes when shops join or leave: a minute. */
const COVERAGE = { contentType: JSON_TYPE, cacheControl: 'public, max-age=60' };
/** How often every node rebuilds the in-market set, so it sees shop changes made on other nodes. */
const COVERAGE_REFRESH_MS = 60_000;

/**
 * Zip, city, area and coverage lookups (turbo, public, plain JSON) and the coverage-gap forms (main API, no
 * login, limited per IP): docs/product/locations.md, contracts `locationsRoutes`. Loads the zip data and builds the
 * in-market set before the server is ready; decorates `app.coverage`.
 */
export const locationsModule = defineModule('locations', async (app, { config, database }) => {
  loadZips();
  const shops = shopsPortFor(database.db);
  const coverage = new Coverage(() => shops.listActiveShopLocations());
  await coverage.refresh();
  app.decorate('coverage', coverage);
  const timer = setInterval(() => {
    coverage.refresh().catch((error: unknown) => app.log.error({ err: error }, 'coverage refresh failed'));
  }, COVERAGE_REFRESH_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  const deps: LocationsDeps = { db: database.db, clock: app.clock, coverage, shops, outbox: app.outbox, messageBudget: app.messageBudget, config };
  // Durable, recurring (ADR 032): the "Notify me" follow-up, once a shop opens within reach of a waiting zip.
  app.jobs.define(RECURRING_JOBS.notifyCoverage.name, {
    cron: RECURRING_JOBS.notifyCoverage.cron,
    handler: async ({ now, log }) => {
      await coverage.refresh();
      const { notified } = await notifyCoverage(deps, now);
      if (notified > 0) log.info({ notified }, 'told the people waiting that shops opened near them');
    },
  });
  const reference = memoDocuments();
  // Every visitor's first call: answered from memory, kept per zip until the in-market set is rebuilt.
  const markets = memoDocuments();
  const perIp = { rateLimit: { max: config.authRateLimitMax, timeWindow: '1 minute' } };

  mount(app, routes.searchZipcodes, referenceData, (request, reply) => {
    const term = request.query.term.toLowerCase();
    return sendCachedDocument(request, reply, reference.get(`search:${term}`, () => searchZipcodes({ term })), REFERENCE);
  });

  mount(app, routes.getTargetMarket, referenceData, (request, reply) => {
    const key = `${deps.coverage.version}:${request.query.zipcode}`;
    return sendCachedDocument(request, reply, markets.get(key, () => getTargetMarket(deps, request.query)), COVERAGE);
  });

  mount(app, routes.listStateCities, referenceData, (request, reply) => {
    const { state } = request.params;
    return sendCachedDocument(request, reply, reference.get(`state:${state}`, () => listStateCities({ state })), REFERENCE);
  });

  mount(app, routes.getCity, async (request, reply) => {
    reply.header('cache-control', COVERAGE.cacheControl);
    return getCity(deps, request.params);
  });

  mount(app, routes.getArea, async (request, reply) => {
    reply.header('cache-control', COVERAGE.cacheControl);
    return getArea(deps, request.params);
  });

  mount(app, routes.createBetaContact, { config: perIp }, async (request, reply) => {
    const contact = await createBetaContact(deps, request.body);
    reply.status(201);
    return jsonApiResource('beta_contacts', contact);
  });

  mount(app, routes.createShopContactRequest, { config: perIp }, async (request, reply) => {
    const contact = await createShopContactRequest(deps, request.body);
    reply.status(201);
    return jsonApiResource('shop_contact_requests', contact);
  });

  // The operations console (docs/product/operations.md): the forms' rows, newest first, marked handled by an admin.
  mount(app, routes.listAdminCoverageRequests, async (request, reply) => {
    reply.header('cache-control', PRIVATE);
    const { rows, count } = await listCoverageRequests(deps.db, request.query);
    return jsonApiList('beta_contacts', rows, count);
  });

  mount(app, routes.markAdminCoverageRequest, async (request, reply) => {
    reply.header('cache-control', PRIVATE);
    return jsonApiResource('beta_contacts', await markCoverageRequest(deps, { actor: auditActor(currentUser(request)), id: request.params.id, ...request.body }));
  });

  mount(app, routes.listAdminShopSuggestions, async (request, reply) => {
    reply.header('cache-control', PRIVATE);
    const { rows, count } = await listShopSuggestions(deps.db, request.query);
    return jsonApiList('shop_contact_requests', rows, count);
  });

  mount(app, routes.markAdminShopSuggestion, async (request, reply) => {
    reply.header('cache-control', PRIVATE);
    return jsonApiResource('shop_contact_requests', await markShopSuggestion(deps, { actor: auditActor(currentUser(request)), id: request.params.id, ...request.body }));
  });
}, ['jobs', 'outbox', 'auth']);
