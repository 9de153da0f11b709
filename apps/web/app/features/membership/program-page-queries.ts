import { href, redirect } from 'react-router';
import { isApiError } from '~/lib/api-error';
import type { PageQueries } from '~/lib/page-data';
import { landingPageQueryOptions } from './api/get-landing-page';
import { type ProgramPlanName, programAndPlanQueryOptions } from './api/get-program-and-plan';

/**
 * The data of a `/plus/{programName}/{planName}/…` page, for its loader (ADR 055, ADR 062): the program and plan,
 * asked as the brand's partner, then the landing page of the program's partner (the X-Partner-Id `useCurrentPartner`
 * picks on these pages for everyone), under the keys the page's hooks and the membership frame read. An unknown
 * program or plan is a redirect to / from the server; another failure is left to the browser, which asks again.
 */
export const programPageQueries =
  (brandPartnerId: string | null, names: ProgramPlanName): PageQueries =>
  async (api, cache) => {
    if (!brandPartnerId) return [];
    const plan = await cache.fetchQuery(programAndPlanQueryOptions(brandPartnerId, names, api)).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) throw redirect(href('/'));
      return null;
    });
    return plan ? [landingPageQueryOptions(plan.program.partnerId, api)] : [];
  };
