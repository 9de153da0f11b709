import { getRepairCostIndex } from '~/features/repair-costs/api/get-repair-cost-index';
import { RepairCostIndexPage } from '~/features/repair-costs/components/repair-cost-index-page';
import { indexHead } from '~/features/repair-costs/repair-cost-heads';
import { PublicPageError } from '~/components/layout/public-page-error';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/repair-cost._index';

/** /repair-cost (docs/product/repair-cost-pages.md, ADR 073): makes, popular models and jobs. */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request }: Route.LoaderArgs) => loadPublicPage(context, request, (api) => getRepairCostIndex(api), indexHead);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.head);

/** The 404 page for a name the API does not know (ADR 070); RR passes `error` only to a function declared here. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function RepairCostIndexRoute({ loaderData }: Route.ComponentProps) {
  return <RepairCostIndexPage data={loaderData.data} head={loaderData.head} />;
}
