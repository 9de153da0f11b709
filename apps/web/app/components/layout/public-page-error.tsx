import { Suspense, lazy } from 'react';
import { isRouteErrorResponse } from 'react-router';

// Both loaded on demand (the server renders them into the HTML; the browser fetches them only on such a page): a
// search-engine page's first load carries neither (ADR 071, the pages' 150 KB budget).
const NotFoundPage = lazy(() => import('./not-found-page').then((module) => ({ default: module.NotFoundPage })));
const RouteError = lazy(() => import('./route-error'));

/**
 * The error boundary of a search-engine page (ADR 070): an address naming nothing is the app's 404 page inside the
 * frame (its loader threw a 404); any other failure is the root's error page. A route declares its own
 * `export function ErrorBoundary({ error }: Route.ErrorBoundaryProps)` and hands the error on: React Router 8 gives
 * no `error` to a re-exported one.
 */
export function PublicPageError({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>{isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <RouteError error={error} />}</Suspense>
  );
}
