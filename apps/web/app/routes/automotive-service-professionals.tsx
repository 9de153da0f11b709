import { ShopsPage } from '~/features/public-pages/components/shops-page';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/automotive-service-professionals';

/** /automotive-service-professionals (spec 000 §2; docs/product/public-pages.md): the page for shops. */
export const handle: RouteHandle = { public: true, title: 'For auto repair shops' };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'For auto repair shops',
    description: 'Get requests from drivers near your shop, answer at your own rates and be booked with the price held on the card.',
  });

export default ShopsPage;
