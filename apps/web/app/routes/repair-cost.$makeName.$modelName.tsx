import { getRepairCostModel } from '~/features/repair-costs/api/get-repair-cost-model';
import { RepairCostModelPage } from '~/features/repair-costs/components/repair-cost-model-page';
import { modelHead } from '~/features/repair-costs/repair-cost-heads';
import { PublicPageError } from '~/components/layout/public-page-error';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/repair-cost.$makeName.$modelName';

/** /repair-cost/{make}/{model} (docs/product/repair-cost-pages.md, ADR 073): the model's jobs and typical prices. */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadPublicPage(context, request, (api) => getRepairCostModel(params.makeName, params.modelName, api), modelHead);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.head);

/** The 404 page for a name the API does not know (ADR 070); RR passes `error` only to a function declared here. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function RepairCostModelRoute({ loaderData }: Route.ComponentProps) {
  return <RepairCostModelPage data={loaderData.data} head={loaderData.head} />;
}
