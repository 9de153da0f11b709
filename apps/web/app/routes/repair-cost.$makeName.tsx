import { getRepairCostMake } from '~/features/repair-costs/api/get-repair-cost-make';
import { RepairCostMakePage } from '~/features/repair-costs/components/repair-cost-make-page';
import { makeHead } from '~/features/repair-costs/repair-cost-heads';
import { PublicPageError } from '~/components/layout/public-page-error';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/repair-cost.$makeName';

/** /repair-cost/{make} (docs/product/repair-cost-pages.md, ADR 073): the make's models. */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadPublicPage(context, request, (api) => getRepairCostMake(params.makeName, api), makeHead);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.head);

/** The 404 page for a name the API does not know (ADR 070); RR passes `error` only to a function declared here. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function RepairCostMakeRoute({ loaderData }: Route.ComponentProps) {
  return <RepairCostMakePage data={loaderData.data} head={loaderData.head} />;
}
