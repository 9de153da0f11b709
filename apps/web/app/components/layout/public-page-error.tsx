import { Suspense, lazy } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { NotFoundPage } from './not-found-page';

const RouteError = lazy(() => import('./route-error'));

/**
 * The error boundary of a search-engine page (ADR 070): an address naming nothing is the app's 404 page inside the
 * frame (its loader threw a 404); any other failure is the root's error page.
 */
export function PublicPageError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Suspense fallback={null}>
      <RouteError error={error} />
    </Suspense>
  );
}
