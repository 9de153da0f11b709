import {
  ERROR_STATUS,
  type ErrorCode,
  errorReplyFor,
  JSONAPI_MEDIA_TYPE,
  needsBearer,
  PARTNER_ROLES,
  QUERY_NOT_TAKEN,
  type Route,
  type RouteDef,
  routeUrl,
  successStatus,
} from '@pitstop/contracts';
import type {
  FastifyInstance,
  onRequestHookHandler,
  onSendHookHandler,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { moduleMounting } from './module.ts';

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;
type Wire<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;

/** A request of the route: params, query and body as its schemas parse them (camelCase). */
export type RouteRequest<R extends RouteDef> = FastifyRequest<{
  Params: Parsed<R['params']>;
  Querystring: Parsed<R['query']>;
  Body: Parsed<R['body']>;
  Headers: R['headers'] extends z.ZodType ? z.output<R['headers']> : unknown;
}>;

type MaybePromise<T> = T | Promise<T>;
/**
 * Answers with the reply document, or sends it itself and returns nothing (reference routes, 204s). Plain
 * (not async) handlers that send in their own tick stay plain: see lib/cached-document.ts. An async handler
 * that sends a stream returns the reply, so Fastify does not answer a second time when the promise settles.
 */
export type RouteHandler<R extends RouteDef> = (
  this: FastifyInstance,
  request: RouteRequest<R>,
  reply: FastifyReply,
) => MaybePromise<Wire<R['reply']> | FastifyReply | void>;

/** What a route adds to its table entry: its limits, extra preHandlers (after the auth guard), reference-data options. */
export type MountOptions = Pick<RouteShorthandOptions, 'config' | 'logLevel' | 'compress' | 'decompress' | 'bodyLimit'> & {
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
};

const SUCCESS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 204: 'No content' };

/**
 * A route with no input and no rate limit (probes, public reference reads) would answer anything the same: it
 * refuses a query string instead (400), so a client that thinks it filters learns it does not, and a query cannot
 * bust a shared cache. Callback-style: no promise on the hottest reads.
 */
export const refuseQueryString: onRequestHookHandler = (request, _reply, done) => {
  done(request.url.includes('?') ? new AppError('bad_request', QUERY_NOT_TAKEN, { parameter: 'query' }) : undefined);
};
const refusesQuery = (route: RouteDef, options: MountOptions) =>
  !route.params && !route.query && !route.body && options.config?.rateLimit === false;

/**
 * The codes a route may answer besides its own: bad input, missing or refused credentials, rate limiting, the
 * database out of reach. A body
 * can also be malformed JSON or nested too deep (400), too large (413) or of a type no route reads (415).
 */
export function impliedErrors(route: RouteDef, options: MountOptions = {}): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (route.params || route.query || route.body || route.headers) codes.push('validation_failed');
  if (route.body) codes.push('bad_request', 'payload_too_large', 'unsupported_media_type');
  if (refusesQuery(route, options)) codes.push('bad_request');
  if (needsBearer(route)) codes.push('sign_in_required', 'session_expired');
  if (route.auth === 'admin') codes.push('admin_required');
  if (route.auth === 'employee') codes.push('employee_required');
  if (route.auth === 'admin-or-local' || route.auth === 'location-staff' || route.auth === 'partner-admin') codes.push('not_found');
  // The partner roles: no X-Partner-Id is 400; an unknown or foreign one 404 (ADR 057).
  if (route.auth !== undefined && PARTNER_ROLES.includes(route.auth)) codes.push('bad_request', 'not_found');
  if (options.config?.rateLimit !== false) codes.push('rate_limited');
  // Any route may find the database gone for a moment (ADR 077).
  codes.push('temporarily_unavailable');
  return codes;
}

/** Every code a route may answer: its table's `errors` and the implied ones, by status. */
export function errorCodesByStatus(route: RouteDef, options: MountOptions = {}): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, Set<ErrorCode>>();
  for (const code of [...(route.errors ?? []), ...impliedErrors(route, options)]) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b).map(([status, codes]) => [status, [...codes]]));
}

/**
 * One error schema per status the route may answer: `code` is an enum of that status's codes (what generated
 * clients switch on), and the description names them for people.
 */
function errorResponses(route: RouteDef, options: MountOptions): Record<number, z.ZodType> {
  return Object.fromEntries(
    [...errorCodesByStatus(route, options)].map(([status, codes]) => [
      status,
      errorReplyFor(route.namespace === 'main', codes as [ErrorCode, ...ErrorCode[]]).describe(`Codes: ${codes.join(', ')}`),
    ]),
  );
}

function guardFor(app: FastifyInstance, route: RouteDef): preHandlerHookHandler | undefined {
  switch (route.auth) {
    case 'user':
      return app.requireUser;
    case 'admin':
      return app.requireAdmin;
    case 'employee':
      return app.requireEmployee;
    case 'admin-or-local':
      return app.requireAdminOrLocal;
    case 'location-staff':
      return app.requireLocationStaff;
    case 'partner':
      return app.requirePartner;
    case 'partner-member':
      return app.requirePartnerMember;
    case 'partner-admin':
      return app.requirePartnerAdmin;
    default:
      return undefined;
  }
}

/**
 * OpenAPI security requirements: `{}` is "no credentials" (the schemes are plugins/openapi.ts's). A partner
 * member's or admin's call carries both the bearer token and the partner's id header.
 */
export function securityOf(route: Pick<RouteDef, 'auth'>): Record<string, string[]>[] {
  if (route.auth === 'partner') return [{ partnerId: [] }];
  if (route.auth !== undefined && PARTNER_ROLES.includes(route.auth)) return [{ bearerAuth: [], partnerId: [] }];
  if (needsBearer(route)) return [{ bearerAuth: [] }];
  if (route.auth === 'admin-or-local') return [{}, { bearerAuth: [] }];
  if (route.auth === 'refresh-cookie') return [{ refreshCookie: [] }];
  return [];
}

/** The roles whose replies are the caller's own: every role but none (public) and `partner` (a partner's public data). */
const answersPrivately = (route: RouteDef) => route.auth !== undefined && route.auth !== 'partner';

/**
 * What a signed-in route answers, its refusals included, is kept by no shared cache and no browser's disk (ASVS
 * 8.1.1, 8.2.1): `private, no-store` unless the handler chose its own header.
 */
const privateReply: onSendHookHandler = (_request, reply, payload, done) => {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  done(null, payload);
};

/**
 * Mounts a route of a contracts route table (ARCHITECTURE §3): its URL, the schemas it validates and
 * serialises with, its success and error replies, the API document's summary, operationId, tag and security,
 * and the auth guard its `auth` names. The handler parses, calls one use-case and answers.
 *
 *   mount(app, vehiclesRoutes.createOwnedVehicle, async (request, reply) => { … });
 *   mount(app, locationsRoutes.searchZipcodes, referenceData, (request, reply) => sendCachedDocument(…));
 */
export function mount<R extends Route>(app: FastifyInstance, route: R, handler: RouteHandler<R>): void;
export function mount<R extends Route>(app: FastifyInstance, route: R, options: MountOptions, handler: RouteHandler<R>): void;
export function mount<R extends Route>(
  app: FastifyInstance,
  route: R,
  ...rest: [RouteHandler<R>] | [MountOptions, RouteHandler<R>]
): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  // One module, one route table (ADR 050): a module mounts the routes of its own table only (the table's key and
  // its routes' tag are the module's name), so a domain's shop-side routes live in that domain's table.
  const module = moduleMounting();
  if (module !== undefined && route.tag !== module) {
    throw new Error(`Module "${module}" mounts ${route.operationId} of the "${route.tag}" route table: a module mounts only its own table's routes.`);
  }
  const guard = guardFor(app, route);
  // A partner role's guard runs before the body and query are validated: who may call (401, 400 without
  // X-Partner-Id, 404 for another partner) is answered before what they sent (422).
  const guardFirst = guard !== undefined && route.auth !== undefined && PARTNER_ROLES.includes(route.auth);
  const preHandler = [...(guard && !guardFirst ? [guard] : []), ...(options.preHandler ? [options.preHandler].flat() : [])];
  const success = route.stream
    ? // A stream's body is no document: its media type names it (the events are described in the summary).
      {
        200: {
          description: route.stream === 'text/event-stream' ? 'OK: the stream stays open' : 'OK',
          content: { [route.stream]: { schema: z.string() } },
        },
      }
    : Object.fromEntries(
        Object.entries(route.replies ?? { [successStatus(route)]: route.reply ?? z.null() }).map(([status, schema]) => [
          status,
          schema.describe(SUCCESS_TEXT[Number(status)] ?? 'Success'),
        ]),
      );
  const jsonApi = route.namespace === 'main';
  app.route({
    ...options,
    method: route.method,
    url: routeUrl(route),
    ...(preHandler.length > 0 ? { preHandler } : {}),
    ...(guardFirst ? { preValidation: [guard as unknown as preValidationHookHandler] } : {}),
    ...(refusesQuery(route, options) ? { onRequest: refuseQueryString } : {}),
    ...(answersPrivately(route) ? { onSend: privateReply } : {}),
    schema: {
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      operationId: route.operationId,
      tags: [route.tag],
      security: securityOf(route),
      // Test support is not part of the API a client is generated from.
      ...(route.namespace === 'test' ? { hide: true } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.headers ? { headers: route.headers } : {}),
      response: { ...success, ...errorResponses(route, options) },
      // The main API's media type in the document (ARCHITECTURE §4); bodies may also come as plain JSON.
      ...(jsonApi ? { produces: [JSONAPI_MEDIA_TYPE], ...(route.body ? { consumes: [JSONAPI_MEDIA_TYPE, 'application/json'] } : {}) } : {}),
    },
    handler: handler as never,
  });
}
