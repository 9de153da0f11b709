import { shopsRoutes as routes } from '@pitstop/contracts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { jsonApiList, jsonApiResource } from '../../plugins/jsonapi.ts';
import { getAdminShopApplication, listAdminShopApplications, markAdminShopApplication } from './admin-shop-applications.ts';
import { getAdminShopLocation, listAdminShopLocations } from './admin-shop-locations.ts';
import { updateAdminShopSettings } from './admin-shop-settings.ts';
import { addShopStaff, removeShopStaff } from './admin-shop-staff.ts';
import { currentLocation, currentUser } from '../../plugins/auth.ts';
import { createShopApplication } from './create-shop-application.ts';
import { createShopOffer } from './create-shop-offer.ts';
import { getShopRequest } from './get-shop-request.ts';
import { listShopLocations } from './list-shop-locations.ts';
import { listShopRequests } from './list-shop-requests.ts';
import { setShopActivation } from './set-shop-activation.ts';
import type { ShopsDeps } from './shops-deps.ts';
import { updateShopOffer } from './update-shop-offer.ts';
import { updateShopSettings } from './update-shop-settings.ts';
import { withdrawShopOffer } from './withdraw-shop-offer.ts';
import { auditActor } from '../audit/index.ts';

/**
 * The shop portal's API (/api/shop/v1, contracts `shopsRoutes`, plain JSON): shop staff read the requests in their
 * locations' reach, bid by hand, change or withdraw their bids, and change the settings that price them. Every
 * route names a location the caller must be staff of; anything else answers 404 (docs/security.md "Shop portal").
 * Also, on the main API without a login, a shop's application to join (POST /v3/shop_applications, ADR 069).
 */
export const shopsModule = defineModule(
  'shops',
  async (app, { config, database }) => {
    const deps: ShopsDeps = {
      db: database.db,
      config,
      outbox: app.outbox,
      messageBudget: app.messageBudget,
      clock: app.clock,
      events: app.events,
    };
    const noStore = { 'cache-control': 'private, no-store' };

    // A shop applies to join (main API, no login; docs/product/public-pages.md): limited per address as the
    // coverage-gap forms are (locations.module.ts).
    mount(app, routes.createShopApplication, { config: { rateLimit: { max: config.authRateLimitMax, timeWindow: '1 minute' } } }, async (request, reply) => {
      const application = await createShopApplication(deps, request.body);
      reply.status(201);
      return jsonApiResource('shop_applications', application);
    });

    mount(app, routes.listShopLocations, async (request, reply) => {
      reply.headers(noStore);
      return listShopLocations(deps, { userId: currentUser(request).id });
    });

    mount(app, routes.updateShopSettings, async (request) =>
      updateShopSettings(deps, { location: currentLocation(request), patch: request.body }),
    );

    mount(app, routes.listShopRequests, async (request, reply) => {
      reply.headers(noStore);
      return listShopRequests(deps, { location: currentLocation(request), ...request.query });
    });

    mount(app, routes.getShopRequest, async (request, reply) => {
      reply.headers(noStore);
      return getShopRequest(deps, { location: currentLocation(request), requestId: request.params.requestId });
    });

    mount(app, routes.createShopOffer, async (request, reply) => {
      const offer = await createShopOffer(deps, { userId: currentUser(request).id, location: currentLocation(request), requestId: request.params.requestId, bid: request.body, log: request.log });
      reply.status(201);
      return offer;
    });

    mount(app, routes.updateShopOffer, async (request) =>
      updateShopOffer(deps, { location: currentLocation(request), offerId: request.params.offerId, bid: request.body }),
    );

    mount(app, routes.withdrawShopOffer, async (request, reply) => {
      await withdrawShopOffer(deps, { location: currentLocation(request), offerId: request.params.offerId });
      reply.status(204).send();
    });

    // The operations console (docs/product/operations.md): admins find locations, switch them on or off, change
    // their settings through the portal's own write, and manage their staff; each change audited in its transaction.
    const SHOPS = 'admin_shop_locations';
    mount(app, routes.listAdminShopLocations, async (request, reply) => {
      reply.headers(noStore);
      const { rows, count } = await listAdminShopLocations(deps.db, request.query);
      return jsonApiList(SHOPS, rows, count);
    });

    mount(app, routes.getAdminShopLocation, async (request, reply) => {
      reply.headers(noStore);
      return jsonApiResource(SHOPS, await getAdminShopLocation(deps.db, request.params.locationId));
    });

    mount(app, routes.updateAdminShopSettings, async (request, reply) => {
      reply.headers(noStore);
      const shop = await updateAdminShopSettings(deps, { actor: auditActor(currentUser(request)), locationId: request.params.locationId, patch: request.body });
      return jsonApiResource(SHOPS, shop);
    });

    mount(app, routes.setAdminShopActivation, async (request, reply) => {
      reply.headers(noStore);
      const shop = await setShopActivation(deps, { actor: auditActor(currentUser(request)), locationId: request.params.locationId, ...request.body });
      return jsonApiResource(SHOPS, shop);
    });

    mount(app, routes.addAdminShopStaff, async (request, reply) => {
      reply.status(201).headers(noStore);
      const shop = await addShopStaff(deps, { actor: auditActor(currentUser(request)), locationId: request.params.locationId, email: request.body.email });
      return jsonApiResource(SHOPS, shop);
    });

    mount(app, routes.removeAdminShopStaff, async (request, reply) => {
      reply.headers(noStore);
      const shop = await removeShopStaff(deps, { actor: auditActor(currentUser(request)), ...request.params });
      return jsonApiResource(SHOPS, shop);
    });

    // The applications of /automotive-service-professionals/apply in the console: read, and marked handled (audited).
    const APPLICATIONS = 'shop_applications';
    mount(app, routes.listAdminShopApplications, async (request, reply) => {
      reply.headers(noStore);
      const { rows, count } = await listAdminShopApplications(deps.db, request.query);
      return jsonApiList(APPLICATIONS, rows, count);
    });

    mount(app, routes.getAdminShopApplication, async (request, reply) => {
      reply.headers(noStore);
      return jsonApiResource(APPLICATIONS, await getAdminShopApplication(deps.db, request.params.id));
    });

    mount(app, routes.markAdminShopApplication, async (request, reply) => {
      reply.headers(noStore);
      return jsonApiResource(APPLICATIONS, await markAdminShopApplication(deps, { actor: auditActor(currentUser(request)), id: request.params.id, ...request.body }));
    });
  },
  ['events', 'auth', 'outbox', 'service-requests'],
);
