import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { useAppStore } from './store';

/**
 * Server state lives in TanStack Query (docs/architecture.md). A client error (4xx) is an answer, not a
 * hiccup: never retried. A request that did not reach the server, or a 5xx, is retried once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (isApiError(error)) return error.status === 0 || error.status >= 500;
  return true;
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Data rendered on the server is not refetched the moment the page hydrates.
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * A new client per render on the server (no data shared between requests); one in the browser, whose
 * cache is emptied when the session ends (logout).
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  if (!browserClient) {
    const client = makeQueryClient();
    useAppStore.subscribe((state, previous) => {
      if (previous.user.isLoggedIn && !state.user.isLoggedIn) client.clear();
    });
    browserClient = client;
  }
  return browserClient;
}
