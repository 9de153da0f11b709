import { Suspense, lazy } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { NotFoundPage } from './not-found-page';

const RouteError = lazy(() => import('./route-error'));

/**
 * The error boundary of a search-engine page (ADR 070): an address naming nothing is the app's 404 page inside the
 * frame (its loader threw a 404); any other failure is the root's error page. A route declares its own
 * `export function ErrorBoundary({ error }: Route.ErrorBoundaryProps)` and hands the error on: React Router 8 gives
 * no `error` to a re-exported one (ADR 072).
 */
export function PublicPageError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Suspense fallback={null}>
      <RouteError error={error} />
    </Suspense>
  );
}
