import { listRecentRepairs } from '~/features/repair-costs/api/list-recent-repairs';
import { RecentRepairsPage } from '~/features/repair-costs/components/recent-repairs-page';
import { recentRepairsHead } from '~/features/repair-costs/repair-cost-heads';
import { PublicPageError } from '~/components/layout/public-page-error';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/repair-cost.$makeName.$modelName.recent-repairs';

/** /repair-cost/{make}/{model}/recent-repairs (docs/product/repair-cost-pages.md, ADR 073): completed jobs, anonymised. */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadPublicPage(context, request, (api) => listRecentRepairs(params.makeName, params.modelName, api), recentRepairsHead);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.head);

/** The 404 page for a name the API does not know (ADR 070); RR passes `error` only to a function declared here. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function RecentRepairsRoute({ loaderData }: Route.ComponentProps) {
  return <RecentRepairsPage data={loaderData.data} head={loaderData.head} />;
}
