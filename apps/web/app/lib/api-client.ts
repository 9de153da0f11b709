import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { toCamelKeys, toSnakeKeys } from '@pitstop/contracts/common/case';
import { DEFAULT_ERROR_TEXT } from '@pitstop/contracts/common/errors';
import { API_BASES, type ApiNamespace, type Endpoint, type HttpMethod, type RouteDef, fillPath } from '@pitstop/contracts/common/routes';
import { DEFAULT_RUNTIME_CONFIG } from '@pitstop/contracts/config-defaults';
import { deserialise } from 'kitsu-core';
import { href } from 'react-router';
import { ApiError } from './api-error';
import type { CallArgs, CallOptions, ReplyOf } from './api-types';
import { getAuthToken, setAuthToken } from './auth-token';
import { navigateTo } from './navigation';
import { setNextDestination } from './next-destination';
import { useAppStore } from './store';

/**
 * The one HTTP client of the web app, for every API namespace (docs/architecture.md), called with an entry of the
 * contracts' route tables: `api.call(vehiclesEndpoints.createOwnedVehicle, { body })`. The entry gives the
 * namespace, method and path (`:params` filled from `params`); its schemas type the options and the reply
 * (lib/api-types.ts). No path is written in the web app and no reply is cast.
 * - `main` (/api/v3, /api/v4): JSON:API. Request keys go out snake_case (`application/vnd.api+json`), replies
 *   are de-serialised (kitsu-core) and camelCased: `{data, meta}`, lists keep `meta.count`.
 * - `turbo`, `membership`, `assistant`, `shop`: plain camelCase JSON both ways (`application/json`).
 * Every request sends cookies and, when there is one, `Authorization: Bearer <token>`.
 *
 * Session (docs/product/errors-and-validation.md, ADR 023): a 401 triggers one token refresh (the refresh cookie; concurrent 401s
 * share it) and one retry. When the server refuses the refresh, the session ends as a logout does (storage
 * cleared, state reset, a private page left for /). When the refresh gets no answer (network, 5xx, 429), the
 * session is kept but the refused access token is dropped, and the call fails with the default error text;
 * the next call, or the next page load, refreshes again. The spec names the main API; the other namespaces
 * take the same access token, so their 401s are handled the same way. Pass
 * `skipAuthRefresh` where a 401 is an answer (sign-in). A 429 navigates to /429. Every failure is thrown as an
 * `ApiError` carrying the server's `code` and `errors` (forms: `applyServerErrors`); its `message` is the
 * text to show.
 */

export { ApiError, isApiError } from './api-error';

interface RequestOptions {
  method: HttpMethod;
  /** Query parameters (converted to snake_case for the main API); null/undefined are left out. */
  query?: object;
  /** The JSON body (converted to snake_case for the main API). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A 401 is the answer itself, not an expired session (e.g. signing in with a wrong password). */
  skipAuthRefresh?: boolean;
  /** A 429 is thrown to the caller only, without going to the rate-limit page (a stream: the page polls instead). */
  quietRateLimit?: boolean;
}

/** What opening a stream takes: the path's params and the signal that closes it. */
export interface StreamOptions {
  params?: Record<string, string | number>;
  signal?: AbortSignal;
  /** The stream's media type (the route's `stream`): Server-Sent Events by default; `text/csv` for a download. */
  accept?: string;
  /** Request headers besides the session's (a partner call's X-Partner-Id). */
  headers?: Record<string, string>;
}

/** A main-API reply before typing: the de-serialised `data` (resources flattened) and the camelCased `meta`. */
interface FlatDocument {
  data: unknown;
  meta: Record<string, unknown>;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  /** Base addresses of the namespaces (runtime configuration; the others where the contracts mount them). */
  baseUrls: () => Partial<Record<ApiNamespace, string>>;
  getToken: () => string | null;
  setToken: (token: string | null) => void;
  /** Whether there is a session to end (a token or a signed-in user); a guest's 401 logs nobody out. */
  hasSession: () => boolean;
  /** The server refused the session: log out locally (reset the store, drop the token, leave a private page). */
  endSession: () => void;
  /** A 429: show the rate-limit page. */
  onRateLimited: () => void;
}

/** The result of a refresh: a new token, the server's refusal, or no answer (network, 5xx, 429). */
export type RefreshResult = 'refreshed' | 'rejected' | 'unavailable';

/** A refresh's result with the status it failed with (0: no answer at all). */
interface RefreshOutcome {
  result: RefreshResult;
  status: number;
}

const JSONAPI_MEDIA_TYPE = 'application/vnd.api+json';
/** The top-level members of a JSON:API document besides `data` and `included`. */
const JSONAPI_TOP_LEVEL = new Set(['meta', 'jsonapi', 'links']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function joinUrl(base: string, path: string) {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function queryString(query: object | undefined, snake: boolean) {
  if (!query) return '';
  const params = new URLSearchParams();
  const keyed: Record<string, unknown> = snake ? toSnakeKeys(query) : { ...query };
  for (const [key, value] of Object.entries(keyed)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (!text) return null;
  if (/json/i.test(type)) {
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  }
  // A plain-text answer may be meant for people; an HTML error page from a proxy is not.
  return /^text\/plain/i.test(type) ? text : null;
}

/** JSON:API document → `{data, meta}` with resources flattened and keys camelCased. */
export function fromJsonApi(body: unknown): FlatDocument {
  if (!isRecord(body) || !('data' in body)) {
    // A document of top-level meta alone (JSON:API allows it: "we sent you a link", a token check).
    if (isRecord(body) && isRecord(body.meta) && Object.keys(body).every((key) => JSONAPI_TOP_LEVEL.has(key))) {
      return { data: null, meta: toCamelKeys(body.meta) };
    }
    return { data: toCamelKeys(body), meta: {} };
  }
  const { data, included } = body;
  // Only `data` and `included` go through kitsu-core: hoisting then flattens every `{data: …}` wrapper.
  const document = deserialise({ data, included }, { hoistData: true }) as unknown;
  return {
    data: toCamelKeys(document),
    meta: isRecord(body.meta) ? toCamelKeys(body.meta) : {},
  };
}

/**
 * The access token in a refresh reply. The accounts API sends it as `meta.access_token` beside the profile
 * (packages/contracts/src/accounts.ts); `{token}` and `data.token` are accepted too.
 */
function tokenFrom(body: unknown): string | null {
  if (!isRecord(body)) return null;
  if (typeof body.token === 'string' && body.token) return body.token;
  const { data, meta } = fromJsonApi(body);
  if (typeof meta.accessToken === 'string' && meta.accessToken) return meta.accessToken;
  return isRecord(data) && typeof data.token === 'string' && data.token ? data.token : null;
}

export interface ApiClient {
  /**
   * Calls the endpoint of a route table entry: the URL is the namespace's base address and the entry's path
   * with `params` filled in; the options and the reply are typed from the entry's schemas.
   */
  call: <Route extends RouteDef>(endpoint: Endpoint<Route>, ...args: CallArgs<Route>) => Promise<ReplyOf<Route>>;
  /**
   * Opens a streamed reply (Server-Sent Events: `Accept: text/event-stream`, or `options.accept`) with the same session rules as
   * `call` — the bearer token, one refresh and retry on a 401 — and hands over its body unread. A failure to open
   * is thrown as `call`'s are; a 429 only thrown, not taken to /429 (the page polls instead).
   */
  open: <Route extends RouteDef>(endpoint: Endpoint<Route>, options: StreamOptions) => Promise<ReadableStream<Uint8Array>>;
  /** Renews the access token with the refresh cookie; concurrent callers share one request. */
  refreshSession: () => Promise<RefreshResult>;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  let refreshing: Promise<RefreshOutcome> | null = null;

  const baseUrl = (namespace: ApiNamespace) => deps.baseUrls()[namespace] ?? API_BASES[namespace];
  const refreshRoute = accountsEndpoints.refreshSession;

  const endSessionIfAny = () => {
    if (deps.hasSession()) deps.endSession();
  };

  async function refreshOnce(): Promise<RefreshOutcome> {
    let response: Response;
    try {
      response = await deps.fetch(joinUrl(baseUrl(refreshRoute.namespace), refreshRoute.path), {
        method: refreshRoute.method,
        credentials: 'include',
        headers: { Accept: JSONAPI_MEDIA_TYPE },
      });
    } catch {
      return { result: 'unavailable', status: 0 };
    }
    // Only the server's refusal ends the session; an overloaded or failing server does not (ADR 023).
    if (response.status === 429) {
      deps.onRateLimited();
      return { result: 'unavailable', status: 429 };
    }
    if (response.status >= 500) return { result: 'unavailable', status: response.status };
    const token = response.ok ? tokenFrom(await readBody(response)) : null;
    if (!token) {
      endSessionIfAny();
      return { result: 'rejected', status: response.status };
    }
    deps.setToken(token);
    return { result: 'refreshed', status: response.status };
  }

  function sharedRefresh(): Promise<RefreshOutcome> {
    refreshing ??= refreshOnce().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  const refreshSession = async (): Promise<RefreshResult> => (await sharedRefresh()).result;

  async function send(namespace: ApiNamespace, path: string, options: RequestOptions, token: string | null) {
    const jsonApi = namespace === 'main';
    const mediaType = jsonApi ? JSONAPI_MEDIA_TYPE : 'application/json';
    const headers: Record<string, string> = { Accept: mediaType, ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = mediaType;
      body = JSON.stringify(jsonApi ? toSnakeKeys(options.body) : options.body);
    }
    const url = joinUrl(baseUrl(namespace), path) + queryString(options.query, jsonApi);
    try {
      return await deps.fetch(url, {
        method: options.method,
        headers,
        body,
        credentials: 'include',
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError(0, null, DEFAULT_ERROR_TEXT);
    }
  }

  /** The server's answer once the session rules have run (one refresh and retry on a 401); a failure throws. */
  async function respond(namespace: ApiNamespace, path: string, options: RequestOptions): Promise<Response> {
    const sentToken = deps.getToken();
    let response = await send(namespace, path, options, sentToken);

    if (response.status === 401 && !options.skipAuthRefresh) {
      // Another request may have renewed the token meanwhile: then retry with it, without a second refresh.
      const current = deps.getToken();
      const renewed: RefreshOutcome =
        current !== null && current !== sentToken ? { result: 'refreshed', status: 200 } : await sharedRefresh();
      if (renewed.result === 'rejected') throw new ApiError(401, await readBody(response));
      if (renewed.result === 'unavailable') {
        // The server refused this token and no new one could be had: it is never sent again. The session is
        // not over (the refresh cookie may be good once the server answers): the next call refreshes again.
        if (deps.getToken() === sentToken) deps.setToken(null);
        throw new ApiError(renewed.status, null, DEFAULT_ERROR_TEXT);
      }
      response = await send(namespace, path, options, deps.getToken());
      if (response.status === 401) {
        endSessionIfAny();
        throw new ApiError(401, await readBody(response));
      }
    }

    if (response.status === 429) {
      if (!options.quietRateLimit) deps.onRateLimited();
      throw new ApiError(429, await readBody(response));
    }
    if (!response.ok) throw new ApiError(response.status, await readBody(response));
    return response;
  }

  async function request(namespace: ApiNamespace, path: string, options: RequestOptions): Promise<unknown> {
    const response = await respond(namespace, path, options);
    const body = await readBody(response);
    // A route without a reply body (204) answers null.
    if (body === null && (response.status === 204 || response.status === 205)) return null;
    return namespace === 'main' ? fromJsonApi(body) : body;
  }

  async function call<Route extends RouteDef>(endpoint: Endpoint<Route>, ...args: CallArgs<Route>): Promise<ReplyOf<Route>> {
    const { params, query, body, ...rest } = (args[0] ?? {}) as CallOptions<RouteDef> & { params?: Record<string, string | number> };
    const reply = await request(endpoint.namespace, fillPath(endpoint.path, params), { method: endpoint.method, query, body, ...rest });
    // The reply's type is the route's by construction: the server serialises it with the same schema.
    return reply as ReplyOf<Route>;
  }

  async function open<Route extends RouteDef>(endpoint: Endpoint<Route>, options: StreamOptions): Promise<ReadableStream<Uint8Array>> {
    const path = fillPath(endpoint.path, options.params);
    const response = await respond(endpoint.namespace, path, {
      method: endpoint.method,
      headers: { ...options.headers, Accept: options.accept ?? 'text/event-stream' },
      signal: options.signal,
      // Refused over the user's stream cap (ADR 048), or any 429: the page keeps itself current by polling, and a
      // poll refused with 429 goes to the rate-limit page as every call does.
      quietRateLimit: true,
    });
    if (!response.body) throw new ApiError(0, null, DEFAULT_ERROR_TEXT);
    return response.body;
  }

  return { call, open, refreshSession };
}

/** The app's client: base addresses from the runtime configuration, session in the store. */
export const api: ApiClient = createApiClient({
  fetch: (...args) => globalThis.fetch(...args),
  baseUrls: () => useAppStore.getState().config.runtime?.api ?? DEFAULT_RUNTIME_CONFIG.api,
  getToken: getAuthToken,
  setToken: setAuthToken,
  hasSession: () => getAuthToken() !== null || useAppStore.getState().user.isLoggedIn,
  // A refused session ends as a logout does: a private page is left for / (the guards take the
  // declared destination), a public page stays (ADR 023).
  endSession: () => {
    const { user, logout } = useAppStore.getState();
    // Only someone shown as signed in is taken anywhere (a stale token alone was never a signed-in page).
    if (user.isLoggedIn) setNextDestination(href('/'));
    logout();
  },
  // Also the guards' destination: a 429 during app start (the profile) leaves no user, and a private page's
  // guard would otherwise send the person to /sign-in while /429 loads.
  onRateLimited: () => {
    setNextDestination(href('/429'));
    navigateTo(href('/429'));
  },
});
