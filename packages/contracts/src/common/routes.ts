import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/**
 * Route tables: every endpoint once, as data (ARCHITECTURE §3). The server mounts its routes from these
 * entries (validation, serialisation, OpenAPI summary, operationId, tag, security); the web's typed client
 * builds the URL and infers the reply from the same entry. A path is written here and nowhere else.
 */

/** The API namespaces and where each is mounted (the runtime configuration's `api` has the same keys). */
export const API_BASES = {
  /** JSON:API, snake_case on the wire: paths start with their version (`/v3/users`). */
  main: '/api',
  turbo: '/api/turbo/v1',
  membership: '/api/membership/v1',
  assistant: '/api/assistant',
  shop: '/api/shop/v1',
  /**
   * The local sandbox payment gateway (plain JSON), standing in for Stripe's API when no Stripe key is set: the
   * browser hands it the card, as it would hand Stripe Elements. Absent (404) when Stripe is configured.
   */
  gateway: '/api/sandbox-gateway/v1',
  /** Test support (plain JSON), served only when switched on for end-to-end runs. */
  test: '/api/test',
} as const;
export type ApiNamespace = keyof typeof API_BASES;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `user` and `admin` need a bearer access token (OpenAPI's bearer scheme); `refresh-cookie` reads
 * the httpOnly refresh cookie; `admin-or-local`: anyone on a server running on this machine (loopback public URL
 * and caller), else only an admin's bearer token — everyone else is answered 404; absent: anyone.
 * `employee`: a signed-in employee (profile `type: employee`) or admin — the staff console's role (ADR 078);
 * anyone else signed in is answered 403 `employee_required`, as `admin` answers 403 `admin_required`.
 * The roles are checked where the route is mounted, never by a use-case (ADR 050):
 * - `location-staff`: a signed-in user who is staff of the path's `:locationId`; the location is read once into
 *   the request. Anyone else — another shop's staff, an unknown or malformed id — is answered 404 `not_found`,
 *   as if the location did not exist.
 * - The partner roles read the `X-Partner-Id` header once into the request (missing: 400 `bad_request`; malformed
 *   or unknown: 404 `not_found`), ADR 057:
 *   - `partner`: anyone, for a partner that exists (the landing pages' lookups);
 *   - `partner-member`: a signed-in user, for one of the user's partners (the brand's own, the partner of the
 *     program the user signed up through or holds a subscription in, or one the user administers); another
 *     partner is answered 404 as an unknown one;
 *   - `partner-admin`: a signed-in admin of the partner; anyone else is answered 404 `not_found`.
 */
export type RouteAuth = 'user' | 'admin' | 'employee' | 'refresh-cookie' | 'admin-or-local' | 'location-staff' | 'partner' | 'partner-member' | 'partner-admin';

/** The roles that need a bearer access token (OpenAPI's bearer scheme). */
export const BEARER_ROLES: readonly RouteAuth[] = ['user', 'admin', 'employee', 'location-staff', 'partner-member', 'partner-admin'];
/** The roles that read the `X-Partner-Id` header (OpenAPI's partnerId scheme). */
export const PARTNER_ROLES: readonly RouteAuth[] = ['partner', 'partner-member', 'partner-admin'];

export interface RouteDef {
  namespace: ApiNamespace;
  method: HttpMethod;
  /** Under the namespace's base, with `:name` segments for params (`/v3/owned_vehicles/:id`). */
  path: `/${string}`;
  /** One line for people reading the API document. */
  summary: string;
  description?: string;
  auth?: RouteAuth;
  params?: z.ZodObject;
  /** camelCase in code; the client sends the main API's keys snake_case. */
  query?: z.ZodType;
  /** camelCase in code; the client sends the main API's keys snake_case. */
  body?: z.ZodType;
  /** Request headers the route reads (lower-case names, a loose object: other headers pass), e.g. `Idempotency-Key`. */
  headers?: z.ZodObject;
  /** The success body as it is on the wire (a JSON:API document on the main API). Absent: no body. */
  reply?: z.ZodType;
  /** Success status: 200 by default, 204 when there is no reply. */
  status?: 200 | 201 | 204;
  /**
   * When the success status depends on the outcome: each status's body (`reply` is then their union and
   * `status` the usual one).
   */
  replies?: Partial<Record<200 | 201, z.ZodType>>;
  /** The error codes this route may answer, besides validation and rate limiting (documented per status). */
  errors?: readonly ErrorCode[];
  /**
   * The success reply is a stream of this media type rather than a document (Server-Sent Events): status 200,
   * documented as that media type; `reply` is then absent. Errors before the stream starts are documents as usual.
   */
  stream?: 'text/event-stream' | 'text/calendar' | 'text/csv' | 'application/pdf' | 'image/*';
}

/** A route table entry after `defineRoutes`: it knows its name (operationId) and its module (tag). */
export type Route<Def extends RouteDef = RouteDef> = Def & { operationId: string; tag: string };

/** Names each entry after its key (operationId) and tags it with the module, keeping every literal type. */
export function defineRoutes<const Table extends Record<string, RouteDef>>(
  tag: string,
  table: Table,
): { [Name in keyof Table]: Route<Table[Name]> } {
  return Object.fromEntries(
    Object.entries(table).map(([operationId, def]) => [operationId, { ...def, operationId, tag }]),
  ) as never;
}

declare const ROUTE: unique symbol;

/**
 * A route's address without its schemas: what a browser needs to call it (src/endpoints.ts, generated from the
 * tables). Its type still carries the whole route, so a typed client infers params, body and reply from it
 * while the page loads no schema it does not validate with.
 */
export type Endpoint<R extends RouteDef = RouteDef> = Pick<R, 'namespace' | 'method' | 'path'> & { readonly [ROUTE]?: R };
/** A route table's endpoints, entry by entry. */
export type Endpoints<Table extends Record<string, RouteDef>> = { readonly [Name in keyof Table]: Endpoint<Table[Name]> };

/** A route's endpoint (tests and tools; the app imports src/endpoints.ts). */
export const endpointOf = <R extends RouteDef>({ namespace, method, path }: R): Endpoint<R> => ({ namespace, method, path });

/** Whether a route needs a bearer access token (OpenAPI's bearer scheme). */
export const needsBearer = (route: Pick<RouteDef, 'auth'>): boolean => route.auth !== undefined && BEARER_ROLES.includes(route.auth);

/** The success status of a route. */
export const successStatus = (route: RouteDef): 200 | 201 | 204 => route.status ?? (route.reply || route.stream ? 200 : 204);

/** The full path of a route on the server (`/api/v3/users`), with its `:params`. */
export const routeUrl = (route: RouteDef): string => `${API_BASES[route.namespace]}${route.path}`;

/** The `:name` params in a path, in order. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

/** A route's path with its params filled in (each encoded as one segment). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * How a page's loaders reach the API on the server (ADR 055): the server answers `fetch` in process, as the visitor
 * (`token`: the bearer token the page request carried, if any); the web app builds its typed client on it.
 */
export interface ApiTransport {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  token: string | null;
}
