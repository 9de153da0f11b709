import { membershipRoutes as routes } from '@pitstop/contracts';
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
    mount(app, routes.listSubscriptionOptions, async (request) => listSubscriptionOptions(deps, { partnerId: currentPartnerId(request) }));
    mount(app, routes.listPlanSubscriptionOptions, async (request) =>
      listSubscriptionOptions(deps, { partnerId: currentPartnerId(request), programPlanId: request.params.programPlanId }),
    );
    mount(app, routes.listFaqs, async (request) => listFaqs(deps, { partnerId: currentPartnerId(request), page: request.query }));
    mount(app, routes.checkSubscription, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return checkSubscription(deps, { userId: currentUser(request).id });
    });
  },
  ['auth', 'locations'], // registered before it, checked at boot (ADR 051): the partner roles, the coverage
);
