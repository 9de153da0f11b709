import {
  bookingLimitMessages,
  JSONAPI_MEDIA_TYPE,
  type MaintenancePackage,
  REQUESTS_PER_ADDRESS_FACTOR,
  type ServiceRequestScope,
  serviceRequestsRoutes as routes,
  type SnakeKeys,
} from '@pitstop/contracts';
import { z } from 'zod';
import { sendCachedDocument } from '../../lib/cached-document.ts';
import { OwnedDocuments } from '../../lib/owned-documents.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { currentUser } from '../../plugins/auth.ts';
import { rateCounter } from '../../lib/rate-counter.ts';
import { RECURRING_JOBS } from '../../jobs/index.ts';
import { jsonApiList, jsonApiResource } from '../../plugins/jsonapi.ts';
import { getAdminMetrics, writeMetricDays } from './admin-metrics.ts';
import { getAdminServiceRequest, listAdminServiceRequests } from './admin-service-requests.ts';
import { createServiceRequest } from './create-service-request.ts';
import { ServiceRequestEventHub, type ServiceRequestSignal } from './event-hub.ts';
import { findOwnRequest, getServiceRequest, listOffers } from './get-service-request.ts';
import { getPublicOffer } from './get-public-offer.ts';
import { listIntervalServices } from './list-interval-services.ts';
import { listPackages } from './list-packages.ts';
import { listServiceRequests } from './list-service-requests.ts';
import { UserRequestLists } from './user-request-lists.ts';
import { markOffersSeen } from './mark-offers-seen.ts';
import { listMarketLocations, MarketLocations } from './market-locations.ts';
import type { ServiceRequestsDeps } from './service-requests-deps.ts';
import { withdrawServiceRequest } from './withdraw-service-request.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's open service-request event streams (modules/service-requests). */
    serviceRequestEvents: Pick<ServiceRequestEventHub, 'openStreams' | 'idle'>;
  }
}

const REQUESTS = 'service_requests';
const OFFERS = 'offers';
const ADMIN_REQUESTS = 'admin_service_requests';
const PRIVATE = 'private, no-store';

/**
 * Service requests and their offers, the customer's side (docs/product/requests-and-offers.md; contracts
 * `serviceRequestsRoutes`): create with instant offers, read, list, withdraw, live events, maintenance packages
 * and interval services. Every reply is the user's own: another user's request or vehicle is 404.
 */
export const serviceRequestsModule = defineModule(
  'service-requests',
  async (app, { config, database }) => {
    // How many requests one account and one caller address make a day (ADR 046), on the account routes' store.
    const requestsPerAccount = rateCounter(app, 'requests-account', config.requestDailyMax, '1 day', bookingLimitMessages.requestsPerDay);
    const requestsPerAddress = rateCounter(app, 'requests-address', config.requestDailyMax * REQUESTS_PER_ADDRESS_FACTOR, '1 day', bookingLimitMessages.requestsPerDay);
    const marketLocations = new MarketLocations((metroId) => listMarketLocations(database.db, metroId));
    const deps: ServiceRequestsDeps = {
      db: database.db,
      clock: app.clock,
      catalog: app.catalog,
      coverage: app.coverage,
      marketLocations,
      offersPerRequest: config.offersPerRequest,
      countedLimits: config.bookingLimits,
      requestBudget: async ({ userId, address }) => {
        await requestsPerAccount.take(userId);
        if (address) await requestsPerAddress.take(address);
      },
      events: app.events,
    };
    const documents = new OwnedDocuments();
    // The user's lists (the dashboard's open, booked and past): kept per user, page and minute (a booking's buttons
    // end when its time starts), dropped by any event of one of the user's requests (ADR 067).
    const lists = new UserRequestLists(database.db);
    app.events.on('service_request.created', ({ userId }) => lists.invalidateUser(userId), { atEmit: true });

    // Domain events (ADR 051), from whichever node made the change: a request's change drops its kept document
    // and reaches this process's open streams of it (ADR 027); a market's change drops the market's locations.
    const events = new ServiceRequestEventHub(database.db, app.log, { liveSessions: app.liveSessions });
    for (const type of ['service_request.offer', 'service_request.offer_withdrawn', 'service_request.status'] as const) {
      app.events.on(type, (event: ServiceRequestSignal) => documents.invalidate(event.requestId), { atEmit: true });
      app.events.on(type, (event: ServiceRequestSignal) => events.dispatch(event));
    }
    for (const type of ['service_request.offer', 'service_request.offer_withdrawn', 'service_request.status', 'service_request.withdrawn'] as const) {
      app.events.on(type, ({ requestId }) => lists.invalidateRequest(requestId), { atEmit: true });
    }
    app.events.on('market.changed', ({ metroId }) => marketLocations.invalidate(metroId), { atEmit: true });
    app.decorate('serviceRequestEvents', events);
    // Before the server stops accepting: open streams would otherwise hold it open.
    app.addHook('preClose', async () => events.closeAll());
    app.addHook('onClose', async () => events.idle());

    mount(app, routes.createServiceRequest, async (request, reply) => {
      const { created, request: serviceRequest } = await createServiceRequest(deps, {
        ...request.body,
        userId: currentUser(request).id,
        address: request.ip,
      });
      reply.status(created ? 201 : 200).header('cache-control', PRIVATE);
      return jsonApiResource(REQUESTS, serviceRequest);
    });

    // From memory when this process holds a current copy for this user (lib/owned-documents.ts); compressed once
    // when kept, not per request. The guard's query still runs first: a signed-out session is refused at once.
    const readDocument = async (userId: string, id: string) =>
      z.encode(routes.getServiceRequest.reply, await jsonApiResource(REQUESTS, await getServiceRequest(deps, { userId, id })));
    mount(app, routes.getServiceRequest, { compress: false }, (request, reply) => {
      const userId = currentUser(request).id;
      const { id } = request.params;
      return sendCachedDocument(request, reply, documents.get({ userId, id }, () => readDocument(userId, id)), {
        contentType: JSONAPI_MEDIA_TYPE,
        cacheControl: PRIVATE,
      });
    });

    mount(app, routes.listOffers, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return jsonApiList(OFFERS, await listOffers(deps, { userId: currentUser(request).id, id: request.params.id }));
    });

    // Public by its link (ADR 073); a shared cache may keep it a minute (a withdrawal shows within it).
    mount(app, routes.getPublicOffer, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return jsonApiResource('public_offers', await getPublicOffer(deps, request.params));
    });

    mount(app, routes.streamServiceRequestEvents, { compress: false }, async (request, reply) => {
      const user = currentUser(request);
      const row = await findOwnRequest(deps.db, { userId: user.id, id: request.params.id });
      return events.respond(reply, row.id, { userId: user.id, sessionId: user.sessionId });
    });

    const listRoutes = [
      [routes.listUserServiceRequests, 'user'],
      [routes.listUserServiceRequestsInScope, 'user'],
      [routes.listVehicleServiceRequests, 'vehicle'],
      [routes.listVehicleServiceRequestsInScope, 'vehicle'],
    ] as const;
    for (const [route, owner] of listRoutes) {
      const read = async (input: Parameters<typeof listServiceRequests>[1]) => {
        const { requests, count } = await listServiceRequests(deps, input);
        return z.encode(route.reply, await jsonApiList(REQUESTS, requests, count));
      };
      if (owner === 'vehicle') {
        mount(app, route, async (request, reply) => {
          const params = request.params as { id: string; scope?: ServiceRequestScope };
          reply.header('cache-control', PRIVATE);
          return read({ callerId: currentUser(request).id, page: request.query, scope: params.scope, vehicleId: params.id });
        });
        continue;
      }
      mount(app, route, { compress: false }, (request, reply) => {
        const params = request.params as { userId: string; scope?: ServiceRequestScope };
        const callerId = currentUser(request).id;
        const minute = Math.floor(app.clock.now().getTime() / 60_000);
        const key = `${params.userId} ${params.scope ?? 'all'} ${minute} ${JSON.stringify(request.query)}`;
        return sendCachedDocument(
          request,
          reply,
          lists.get(callerId, key, () => read({ callerId, page: request.query, scope: params.scope, userId: params.userId })),
          { contentType: JSONAPI_MEDIA_TYPE, cacheControl: PRIVATE },
        );
      });
    }

    mount(app, routes.markOffersSeen, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const seen = await markOffersSeen(deps, { userId: currentUser(request).id, id: request.params.id });
      // This node's kept copies have the old mark; another node's hold it at most their 10 s (no signal: nothing to stream).
      documents.invalidate(seen.id);
      lists.invalidateRequest(seen.id);
      return jsonApiResource(REQUESTS, seen);
    });

    mount(app, routes.withdrawServiceRequest, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const withdrawn = await withdrawServiceRequest({ ...deps, events: app.events }, { userId: currentUser(request).id, id: request.params.id, ...request.query });
      return jsonApiResource(REQUESTS, withdrawn);
    });

    mount(app, routes.listPackages, async (request, reply) => {
      const { packages, message } = await listPackages(deps, {
        userId: currentUser(request).id,
        vehicleId: request.params.id,
        zipcode: request.query.zipcode,
      });
      reply.header('cache-control', PRIVATE);
      const document = await jsonApiList<'packages', SnakeKeys<MaintenancePackage>>('packages', packages.map((item) => ({ id: String(item.mileage), ...item })));
      return { ...document, meta: { count: packages.length, message } };
    });

    // The operations console (docs/product/operations.md): admins find any request and read the marketplace's figures.
    mount(app, routes.listAdminServiceRequests, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const { rows, count, countCapped } = await listAdminServiceRequests(deps, request.query);
      return jsonApiList(ADMIN_REQUESTS, rows, count, { countCapped });
    });

    mount(app, routes.getAdminServiceRequest, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return jsonApiResource(ADMIN_REQUESTS, await getAdminServiceRequest(deps, request.params));
    });

    // The console metrics' closed days, written once and kept up with late offers (ADR 083).
    app.jobs.define(RECURRING_JOBS.writeMetricDays.name, {
      cron: RECURRING_JOBS.writeMetricDays.cron,
      handler: async ({ now, log }) => {
        const { written } = await writeMetricDays(deps, now);
        if (written > 0) log.info({ written }, 'wrote the metrics of closed days');
      },
    });

    mount(app, routes.getAdminMetrics, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const metrics = await getAdminMetrics(deps, request.query);
      return jsonApiResource('admin_metrics', { id: `last-${metrics.days}-days`, ...metrics });
    });

    mount(app, routes.listIntervalServices, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return listIntervalServices(deps, request.query);
    });
  },
  ['events', 'jobs', 'auth', 'catalog', 'locations'],
);
