import type { ApiTransport } from '@pitstop/contracts/common/routes';
import { RouterContextProvider, createContext, data } from 'react-router';
import { type ApiClient, createApiClient } from './api-client';
import { isApiError } from './api-error';

/** The loader-side API client: `context.get(pageApi).call(endpoint, options)`, typed by the contracts as `api` is. */
export const pageApi = createContext<ApiClient>();

/**
 * The same client as the browser's (`lib/api-client.ts`), on the transport the server answers in process
 * (Fastify's `inject`, apps/server plugins/web.ts): nothing leaves the process, the reply is the browser's.
 */
export function createPageApi(transport: ApiTransport): ApiClient {
  const client = createApiClient({
    fetch: (input, init) => transport.fetch(String(input), init ?? {}),
    baseUrls: () => ({}),
    getToken: () => transport.token,
    setToken: () => undefined,
    // A refused or missing session is an answer for the loader (the page fetches in the browser then), never a logout.
    hasSession: () => false,
    endSession: () => undefined,
    onRateLimited: () => undefined,
  });
  return { ...client, call: (endpoint, ...args) => client.call(endpoint, ...args).catch(unavailablePage) };
}

/**
 * The server cannot reach its database (503 `temporarily_unavailable`, ADR 077): a loader that needs the answer
 * fails with the error page as HTTP 503 (the server adds Retry-After), not as a 500. A loader that does without the
 * answer (a query left out, ADR 055) catches this as it catches any failure.
 */
function unavailablePage(error: unknown): never {
  if (isApiError(error) && error.status === 503) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  throw error;
}

/** The load context of one page request (entry.server.tsx exports it for the server to call). */
export const createLoadContext = (transport: ApiTransport) => new RouterContextProvider(new Map([[pageApi, createPageApi(transport)]]));
