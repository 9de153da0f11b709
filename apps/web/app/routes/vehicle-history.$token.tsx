import { data, useParams } from 'react-router';
import { sharedVehicleHistoryQueryOptions } from '~/features/vehicle-history/api/get-shared-vehicle-history';
import { SharedVehicleHistoryPage } from '~/features/vehicle-history/components/shared-vehicle-history-page';
import { pageMeta } from '~/lib/page-meta';
import { serverPageData } from '~/lib/page-data.server';
import { PageDataBoundary } from '~/lib/query-provider';
import type { RouteHandle } from '~/lib/route-handle';
import { useBrandName } from '~/lib/runtime-config';
import type { Route } from './+types/vehicle-history.$token';

/**
 * /vehicle-history/{token} (docs/product/vehicle-history.md, ADR 068): the history behind a share link, for anyone
 * holding it, signed in or not. Its data is in the page's HTML (ADR 055); the page is never stored by anyone and
 * never indexed (the link is a capability, and a revoked one must stop at once; helmet's `no-referrer` keeps it out of
 * other sites' logs); an unknown or revoked link is 404.
 */
export const handle: RouteHandle = { public: true, title: 'Service history' };

const PAGE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'Service history' }),
  { name: 'robots', content: 'noindex, nofollow' },
];

export const headers: Route.HeadersFunction = () => PAGE_HEADERS;

export async function loader({ context, params }: Route.LoaderArgs) {
  const pageData = await serverPageData(context, (api) => [sharedVehicleHistoryQueryOptions(params.token, api)]);
  // A query that failed is not in the page's data: the link is unknown or turned off (or the API is refusing).
  return data(pageData, { status: pageData.queries.length > 0 ? 200 : 404 });
}

export default function SharedVehicleHistoryRoute({ loaderData }: Route.ComponentProps) {
  const { token = '' } = useParams();
  const brand = useBrandName();
  return (
    <PageDataBoundary pageData={loaderData}>
      <SharedVehicleHistoryPage token={token} brandName={brand} />
    </PageDataBoundary>
  );
}
