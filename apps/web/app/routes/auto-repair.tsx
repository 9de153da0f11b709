import { href } from 'react-router';
import { listAutoRepairStates } from '~/features/auto-repair/api/list-auto-repair-states';
import { citiesText, PlaceLinks, shopsText } from '~/features/auto-repair/components/place-links';
import { PlacePage } from '~/features/auto-repair/components/place-page';
import { statesHead } from '~/features/auto-repair/heads';
import { PublicPageError } from '~/components/layout/public-page-error';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/auto-repair';
import { AutoRepairZipSearch } from './shared/auto-repair-zip-search';

/** /auto-repair (docs/product/auto-repair-pages.md, ADR 070, 071): the states with shops, and the zip search. */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request }: Route.LoaderArgs) => loadPublicPage(context, request, (api) => listAutoRepairStates(api), statesHead);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.head);

// A function of the route module's own: React Router hands the error to an `ErrorBoundary` it can see declared here.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function AutoRepairIndex({ loaderData: { data, head } }: Route.ComponentProps) {
  return (
    <PlacePage
      crumbs={head.breadcrumbs}
      title="Auto repair shops near you"
      lead={`Shops in ${citiesText(data.cityCount)} take service requests: see their ratings from real customers, their hours and what common jobs cost there, then compare free estimates.`}
      zipSearch={<AutoRepairZipSearch />}
      listTitle="Auto repair by state"
    >
      <PlaceLinks
        label="States"
        places={data.states.map((state) => ({
          name: state.name,
          path: href('/auto-repair/:stateAbbreviation', { stateAbbreviation: state.slug }),
          detail: `${citiesText(state.cityCount)} · ${shopsText(state.shopCount)}`,
        }))}
      />
    </PlacePage>
  );
}
