import { membershipRoutes as routes } from '@pitstop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendCachedDocument } from '../../lib/cached-document.ts';
import { memoDocuments } from '../../lib/memo-documents.ts';
import { OwnedDocuments } from '../../lib/owned-documents.ts';
import { CSV_CONTENT_TYPE } from '../../lib/csv.ts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { currentPartnerId, currentUser } from '../../plugins/auth.ts';
import { checkCoverage } from './check-coverage.ts';
import { getLandingPage } from './get-landing-page.ts';
import { getPartnerByProgramAndPlan } from './get-partner-by-program-and-plan.ts';
import { getProgramAndPlan } from './get-program-and-plan.ts';
import { listAdministeredPartners } from './list-administered-partners.ts';
import { listFaqs } from './list-faqs.ts';
import { listMyPartners } from './list-my-partners.ts';
import { listMyPrograms } from './list-my-programs.ts';
import { checkSubscription, listMyDetailedSubscriptions, listMySubscriptions } from './list-my-subscriptions.ts';
import { listPartnerOffers } from './list-partner-offers.ts';
import { listPartnerMembers } from './list-partner-members.ts';
import { exportPartnerMembers } from './export-partner-members.ts';
import { listSubscriptionOptions } from './list-subscription-options.ts';
import type { MembershipDeps } from './membership-deps.ts';
import { RECURRING_JOBS } from '../../jobs/index.ts';
import { activateRoadside } from './activate-roadside.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { createMembershipSetupIntent } from './create-membership-setup-intent.ts';
import { createSubscription } from './create-subscription.ts';
import { getPaymentIntent } from './get-payment-intent.ts';
import { linkPartialVehicle } from './link-partial-vehicle.ts';
import { listPartialVehicles } from './list-partial-vehicles.ts';
import { listPaymentMethods } from './list-payment-methods.ts';
import { listSubscriptionPayments } from './list-subscription-payments.ts';
import { renewSubscriptions } from './renew-subscriptions.ts';
import { stripeBillingEvents } from './stripe-billing-events.ts';
import { subscribe } from './subscribe.ts';
import { subscribeByProgramAndPlan } from './subscribe-by-program-and-plan.ts';
import { updatePaymentMethod } from './update-payment-method.ts';

const PRIVATE = 'private, no-store';
const JSON_MEDIA_TYPE = 'application/json; charset=utf-8';
/** How long a partner's subscription options are kept (no event signals a change of the programs' data). */
const OPTIONS_TTL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The memberships' recurring work (the jobs queue runs it): renewals, retries and expiries due by `now`. */
    membership: { renewSubscriptions(now: Date): Promise<{ renewed: number; failed: number; expired: number }> };
  }
}

/**
 * Membership (contracts `membershipRoutes`, ADR 050; docs/product/membership.md; readings in ADR 057): the read
 * calls of programs, plans, options, coverage, partners, offers, the landing page's config and the member's
 * subscriptions. Every call's X-Partner-Id is checked by its route's partner role before the handler runs.
 */
export const membershipModule = defineModule(
  'membership', // = folder = ROUTE_TABLES key = tag
  async (app, { config, database }) => {
    const deps: MembershipDeps = {
      db: database.db,
      clock: app.clock,
      coverage: app.coverage,
      brand: { name: config.brandName, slug: config.brandSlug, supportPhone: config.supportPhone, publicUrl: config.publicUrl },
      payments: app.payments,
      events: app.events,
      outbox: app.outbox,
      messageBudget: app.messageBudget,
      log: app.log,
    };

    // With Stripe Billing its verified webhooks drive what it renews; the job renews the rest (ADR 058).
    deps.payments.billing?.onEvent(stripeBillingEvents(deps));
    app.decorate('membership', { renewSubscriptions: (now: Date) => renewSubscriptions(deps, now) });
    app.jobs.define(RECURRING_JOBS.renewSubscriptions.name, {
      cron: RECURRING_JOBS.renewSubscriptions.cron,
      handler: async ({ now, log }) => {
        const counts = await renewSubscriptions(deps, now);
        if (counts.renewed + counts.failed + counts.expired > 0) log.info(counts, 'memberships renewed');
      },
    });

    mount(app, routes.getProgramAndPlan, async (request) => getProgramAndPlan(deps, request.params));
    mount(app, routes.validateProgramAndPlan, async (request) => {
      await getProgramAndPlan(deps, request.params);
      return { valid: true as const };
    });
    mount(app, routes.getCoverage, async (request) => checkCoverage(deps, request.params));
    mount(app, routes.getCoverageByProgramPlan, async (request) => checkCoverage(deps, request.params));
    mount(app, routes.getLandingPage, async (request) => getLandingPage(deps, { partnerId: currentPartnerId(request) }));

    mount(app, routes.listMyPrograms, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listMyPrograms(deps, { userId: currentUser(request).id });
    });
    mount(app, routes.listMyPartners, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listMyPartners(deps, { userId: currentUser(request).id });
    });
    mount(app, routes.getPartnerByProgramAndPlan, async (request) => getPartnerByProgramAndPlan(deps, request.params));
    mount(app, routes.listAdministeredPartners, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listAdministeredPartners(deps, { userId: currentUser(request).id });
    });
    mount(app, routes.listPartnerMembers, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listPartnerMembers(deps, { partnerId: request.params.partnerId, headerPartnerId: currentPartnerId(request), page: request.query });
    });
    mount(app, routes.exportPartnerMembers, async (request, reply) => {
      const { filename, body } = await exportPartnerMembers(deps, { partnerId: request.params.partnerId, headerPartnerId: currentPartnerId(request) });
      return reply
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', PRIVATE)
        .send(body);
    });
    mount(app, routes.listPartnerOffers, async (request) =>
      listPartnerOffers(deps, { partnerId: request.params.partnerId, headerPartnerId: currentPartnerId(request) }),
    );

    mount(app, routes.listMySubscriptions, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listMySubscriptions(deps, { userId: currentUser(request).id, isActive: request.query.isActive });
    });
    mount(app, routes.listMyDetailedSubscriptions, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listMyDetailedSubscriptions(deps, { userId: currentUser(request).id, programPlanId: request.query.programPlanId });
    });
    // A partner's options are read on every plans screen and change only with the programs' data, which no call
    // writes (the seed does, before the server listens): kept a minute per partner and plan, served as bytes.
    const options = memoDocuments(1_000, OPTIONS_TTL_MS);
    const sendOptions = (request: FastifyRequest, reply: FastifyReply, key: { partnerId: string; programPlanId?: string }) =>
      sendCachedDocument(
        request,
        reply,
        options.getOrRead(`${key.partnerId}:${key.programPlanId ?? ''}`, async () => z.encode(routes.listSubscriptionOptions.reply, await listSubscriptionOptions(deps, key))),
        { contentType: JSON_MEDIA_TYPE, cacheControl: PRIVATE },
      );
    mount(app, routes.listSubscriptionOptions, { compress: false }, (request, reply) => sendOptions(request, reply, { partnerId: currentPartnerId(request) }));
    mount(app, routes.listPlanSubscriptionOptions, { compress: false }, (request, reply) =>
      sendOptions(request, reply, { partnerId: currentPartnerId(request), programPlanId: request.params.programPlanId }),
    );
    mount(app, routes.listFaqs, async (request) => listFaqs(deps, { partnerId: currentPartnerId(request), page: request.query }));
    // The same entries without signing in, for the public plus FAQ page (ADR 069); they change only with a deploy's seed.
    mount(app, routes.listPublicFaqs, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return listFaqs(deps, { partnerId: currentPartnerId(request), page: request.query });
    });
    // Every signed-in page asks "am I a member?": the answer is kept per user in this process and dropped by the
    // user's `membership.changed` from any node (lib/owned-documents.ts).
    const checks = new OwnedDocuments();
    app.events.on('membership.changed', ({ userId }) => checks.invalidate(userId), { atEmit: true });
    mount(app, routes.checkSubscription, { compress: false }, (request, reply) => {
      const userId = currentUser(request).id;
      return sendCachedDocument(
        request,
        reply,
        checks.get({ userId, id: userId }, async () => z.encode(routes.checkSubscription.reply, await checkSubscription(deps, { userId }))),
        { contentType: JSON_MEDIA_TYPE, cacheControl: PRIVATE },
      );
    });

    const caller = (request: Parameters<typeof currentUser>[0]) => ({ userId: currentUser(request).id, partnerId: currentPartnerId(request) });
    mount(app, routes.createSubscription, async (request, reply) => {
      reply.status(201).header('cache-control', PRIVATE);
      return createSubscription(deps, { ...caller(request), body: request.body });
    });
    mount(app, routes.subscribe, async (request, reply) => {
      reply.status(201).header('cache-control', PRIVATE);
      return subscribe(deps, { ...caller(request), body: request.body });
    });
    mount(app, routes.subscribeByProgramAndPlan, async (request, reply) => {
      reply.status(201).header('cache-control', PRIVATE);
      return subscribeByProgramAndPlan(deps, { ...caller(request), ...request.params, body: request.body });
    });
    mount(app, routes.cancelSubscription, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return cancelSubscription(deps, { userId: currentUser(request).id, id: request.params.id });
    });
    mount(app, routes.updatePaymentMethod, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return updatePaymentMethod(deps, { userId: currentUser(request).id, id: request.params.id, paymentMethodId: request.body.paymentMethodId });
    });
    mount(app, routes.listSubscriptionPayments, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listSubscriptionPayments(deps, { userId: currentUser(request).id, id: request.params.id, page: request.query });
    });
    mount(app, routes.getPaymentIntent, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return getPaymentIntent(deps, { partnerId: currentPartnerId(request), subscriptionOptionId: request.query.subscriptionOptionId });
    });
    mount(app, routes.createMembershipSetupIntent, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return createMembershipSetupIntent(deps, { ...caller(request), body: request.body });
    });
    mount(app, routes.listPaymentMethods, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listPaymentMethods(deps, { userId: currentUser(request).id });
    });
    mount(app, routes.activateRoadside, async (request, reply) => {
      reply.status(201).header('cache-control', PRIVATE);
      return activateRoadside(deps, { userId: currentUser(request).id, body: request.body });
    });
    mount(app, routes.listPartialVehicles, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listPartialVehicles(deps, { userId: currentUser(request).id });
    });
    mount(app, routes.linkPartialVehicle, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return linkPartialVehicle(deps, { userId: currentUser(request).id, id: request.params.id, railsVehicleId: request.body.railsVehicleId });
    });
  },
  ['events', 'jobs', 'auth', 'outbox', 'locations', 'payments'], // registered before it, checked at boot (ADR 051): domain events, the renewal job, the partner roles, mail, the coverage, the card gateway
);
