import { servicesQueryOptions } from '~/features/catalog/api/get-services';
import { LandingPage } from '~/features/marketing/components/landing-page';
import { serverPageData } from '~/lib/page-data.server';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/home';
import { ServiceRequestStart } from './shared/service-request-start';

export const handle: RouteHandle = { public: true, guestOnly: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Car repair estimates from local shops',
    description:
      'Compare upfront offers from auto shops near you, book a time and pay online. Free estimates, no obligation.',
  });

/**
 * The catalogue the service search looks in is in the page's HTML (ADR 055): the search, loaded when the visitor
 * comes near it, finds it in its query cache. The page itself loads no TanStack Query (the landing's budget).
 */
export const loader = ({ context }: Route.LoaderArgs) => serverPageData(context, (api) => [servicesQueryOptions(api)]);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <LandingPage requestStart={<ServiceRequestStart pageData={loaderData} />} />;
}
