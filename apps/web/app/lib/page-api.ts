import type { ApiTransport } from '@pitstop/contracts/common/routes';
import { RouterContextProvider, createContext } from 'react-router';
import { type ApiClient, createApiClient } from './api-client';

/** The loader-side API client: `context.get(pageApi).call(endpoint, options)`, typed by the contracts as `api` is. */
export const pageApi = createContext<ApiClient>();

/**
 * The same client as the browser's (`lib/api-client.ts`), on the transport the server answers in process
 * (Fastify's `inject`, apps/server plugins/web.ts): nothing leaves the process, the reply is the browser's.
 */
export function createPageApi(transport: ApiTransport): ApiClient {
  return createApiClient({
    fetch: (input, init) => transport.fetch(String(input), init ?? {}),
    baseUrls: () => ({}),
    getToken: () => transport.token,
    setToken: () => undefined,
    // A refused or missing session is an answer for the loader (the page fetches in the browser then), never a logout.
    hasSession: () => false,
    endSession: () => undefined,
    onRateLimited: () => undefined,
  });
}

/** The load context of one page request (entry.server.tsx exports it for the server to call). */
export const createLoadContext = (transport: ApiTransport) => new RouterContextProvider(new Map([[pageApi, createPageApi(transport)]]));
