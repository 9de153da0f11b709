import { data } from 'react-router';
import { NotFoundPage } from '~/components/layout/not-found-page';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/** Any unknown path: the 404 page, answered with HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const handle: RouteHandle = { public: true, title: 'Page not found' };

export const meta = handleMeta;

export default NotFoundPage;
