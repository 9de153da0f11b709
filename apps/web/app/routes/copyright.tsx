import { CopyrightPage } from '~/features/public-pages/components/legal-pages';
import { pageMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/copyright';

/** /copyright (spec 000 §2, a legal page; docs/product/public-pages.md). */
export const handle: RouteHandle = { public: true, title: 'Copyright' };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Copyright', description: 'Who owns the content, and how to tell us about an infringement.' });

export default CopyrightPage;
