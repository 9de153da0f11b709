import { TermsPage } from '~/features/public-pages/components/legal-pages';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/tos';

/** /tos (spec 000 §2, a legal page; docs/product/public-pages.md). */
export const handle: RouteHandle = { public: true, title: 'Terms of service' };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Terms of service', description: 'The terms of using the product: offers, bookings, payment, membership and reviews.' });

export default TermsPage;
