import { getPublicOffer } from '~/features/service-requests/api/get-public-offer';
import { PublicOfferPage } from '~/features/service-requests/components/public-offer-page';
import { publicOfferHead } from '~/features/service-requests/public-offer-head';
import { PublicPageError } from '~/components/layout/public-page-error';
import { publicPageMeta } from '~/lib/public-page';
import { loadPublicPage } from '~/lib/public-page.server';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/offer.$offerId';

/**
 * /offer/{offerId} (docs/product/repair-cost-pages.md, ADR 073): one offer, public by its link, with nothing of its
 * customer. Not for search engines (noindex, not in the sitemap): an offer is one person's job, shared by them.
 */
export const handle: RouteHandle = { public: true };

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadPublicPage(context, request, (api) => getPublicOffer(params.offerId, api), publicOfferHead);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...publicPageMeta(matches, loaderData?.head),
  ...(loaderData ? [{ name: 'robots', content: 'noindex' }] : []),
];

/** The 404 page for a name the API does not know (ADR 070); RR passes `error` only to a function declared here. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function PublicOfferRoute({ loaderData }: Route.ComponentProps) {
  return <PublicOfferPage offer={loaderData.data} head={loaderData.head} />;
}
