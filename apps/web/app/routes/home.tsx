import { LandingPage } from '~/features/marketing/components/landing-page';
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

export default function Home() {
  return <LandingPage requestStart={<ServiceRequestStart />} />;
}
