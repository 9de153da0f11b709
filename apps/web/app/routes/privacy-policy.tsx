import { PrivacyPage } from '~/features/public-pages/components/legal-pages';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/privacy-policy';

/** /privacy-policy (spec 000 §2, a legal page; docs/product/public-pages.md). */
export const handle: RouteHandle = { public: true, title: 'Privacy policy' };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Privacy policy', description: 'What we keep about you, who else sees it, and the one cookie we set.' });

export default PrivacyPage;
