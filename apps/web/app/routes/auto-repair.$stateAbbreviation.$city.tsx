import { getAutoRepairCity } from '~/features/auto-repair/api/get-auto-repair-city';
import { cityView } from '~/features/auto-repair/city-view';
import { CityPage } from '~/features/auto-repair/components/city-page';
import { cityHead } from '~/features/auto-repair/heads';
import { PublicPageError } from '~/components/layout/public-page-error';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/auto-repair.$stateAbbreviation.$city';
import { CityRequestStart } from './shared/city-request-start';

/**
 * /auto-repair/{stateAbbreviation}/{city} (docs/product/auto-repair-pages.md, ADR 071): the city's shops, typical
 * prices there and a request box prefilled with its zip; each shop is `AutoRepair` structured data. Outside the
 * query layout (ADR 070): its JavaScript is the frame, the zip entry and these components.
 */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadPublicPage(context, request, async (api) => cityView(await getAutoRepairCity(params.stateAbbreviation, params.city, api)), cityHead);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.head);

// A function of the route module's own: React Router hands the error to an `ErrorBoundary` it can see declared here.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function AutoRepairCity({ loaderData: { data, head } }: Route.ComponentProps) {
  return (
    <CityPage data={data} crumbs={head.breadcrumbs} requestBox={<CityRequestStart key={data.city.zipcode} zipcode={data.city.zipcode} cityName={data.city.name} />} />
  );
}
