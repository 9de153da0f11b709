import { membershipRoutes as routes } from '@pitstop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendCachedDocument } from '../../lib/cached-document.ts';
import { memoDocuments } from '../../lib/memo-documents.ts';
import { OwnedDocuments } from '../../lib/owned-documents.ts';
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
import { CSV_CONTENT_TYPE, exportPartnerMembers } from './export-partner-members.ts';
import { listSubscriptionOptions } from './list-subscription-options.ts';
import type { MembershipDeps } from './membership-deps.ts';

const PRIVATE = 'private, no-store';
const JSON_MEDIA_TYPE = 'application/json; charset=utf-8';
/** How long a partner's subscription options are kept (no event signals a change of the programs' data). */
const OPTIONS_TTL_MS = 60_000;

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
      brand: { name: config.brandName, slug: config.brandSlug, supportPhone: config.supportPhone },
    };

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
  },
  ['events', 'auth', 'locations'], // registered before it, checked at boot (ADR 051): domain events, the partner roles, the coverage
);
