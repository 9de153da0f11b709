import { TrustPage } from '~/features/public-pages/components/assurance-pages';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/trust-and-saftey';

/** /trust-and-saftey (spelled as routed, spec 000 §2; docs/product/public-pages.md): employees may stay on it (spec 000 §4). */
export const handle: RouteHandle = { public: true, staffMayStay: true, title: 'Trust and safety' };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Trust and safety', description: 'How your money, your details and the reviews are protected.' });

export default TrustPage;
