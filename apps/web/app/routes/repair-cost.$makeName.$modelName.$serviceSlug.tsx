import { getRepairCostJob } from '~/features/repair-costs/api/get-repair-cost-job';
import { RepairCostJobPage } from '~/features/repair-costs/components/repair-cost-job-page';
import { jobHead } from '~/features/repair-costs/repair-cost-heads';
import { PublicPageError } from '~/components/layout/public-page-error';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/repair-cost.$makeName.$modelName.$serviceSlug';

/** /repair-cost/{make}/{model}/{service} (docs/product/repair-cost-pages.md, ADR 073): the job's fair-price band. */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadPublicPage(context, request, (api) => getRepairCostJob(params.makeName, params.modelName, params.serviceSlug, api), jobHead);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.head);

/** The 404 page for a name the API does not know (ADR 070); RR passes `error` only to a function declared here. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function RepairCostJobRoute({ loaderData }: Route.ComponentProps) {
  return <RepairCostJobPage data={loaderData.data} head={loaderData.head} />;
}
