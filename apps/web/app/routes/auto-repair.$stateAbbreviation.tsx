import { href } from 'react-router';
import { getAutoRepairState } from '~/features/auto-repair/api/get-auto-repair-state';
import { PlaceLinks, reviewsText, shopsText } from '~/features/auto-repair/components/place-links';
import { PlacePage } from '~/features/auto-repair/components/place-page';
import { stateHead } from '~/features/auto-repair/heads';
import { PublicPageError } from '~/components/layout/public-page-error';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/auto-repair.$stateAbbreviation';
import { AutoRepairZipSearch } from './shared/auto-repair-zip-search';

/** /auto-repair/{stateAbbreviation} (docs/product/auto-repair-pages.md): the state's cities with shops; "texas" or "TX" moves to /auto-repair/tx. */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadPublicPage(context, request, (api) => getAutoRepairState(params.stateAbbreviation, api), stateHead);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.head);

// A function of the route module's own: React Router hands the error to an `ErrorBoundary` it can see declared here.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function AutoRepairState({ loaderData: { data, head } }: Route.ComponentProps) {
  const { state, cities, shopCount } = data;
  return (
    <PlacePage
      crumbs={head.breadcrumbs}
      title={`Auto repair shops in ${state.name}`}
      lead={`${shopsText(shopCount)} in ${state.name} take service requests. Pick your city for their ratings, hours, certifications and typical prices.`}
      zipSearch={<AutoRepairZipSearch />}
      listTitle={`Cities in ${state.name}`}
    >
      <PlaceLinks
        label="Cities"
        places={cities.map((city) => ({
          name: city.name,
          path: href('/auto-repair/:stateAbbreviation/:city', { stateAbbreviation: state.slug, city: city.slug }),
          detail: `${shopsText(city.shopCount)} · ${reviewsText(city.reviewCount)}`,
        }))}
      />
    </PlacePage>
  );
}
