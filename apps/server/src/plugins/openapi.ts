import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { allRoutes, FIELD_DESCRIPTIONS, MONEY_DESCRIPTIONS, OPERATION_FIELD_DESCRIPTIONS, PARTNER_ROLES } from '@pitstop/contracts';
import { camelCase, snakeCase } from 'change-case';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { refreshCookieName } from '../modules/accounts/index.ts';
import { PARTNER_HEADER } from './auth.ts';
import { apiFormatFor } from './errors.ts';

export const DOCS_PREFIX = '/api/docs';

/** One tag per module (the route tables' tags), in the order a reader meets them. */
export const API_TAGS = [
  { name: 'accounts', description: 'Sign-up, sign-in, sessions and the profile (main API, JSON:API).' },
  { name: 'rewards', description: 'The rewards ledger and invites (main API, JSON:API).' },
  { name: 'catalog', description: 'The service catalogue and feature switches (main API, JSON:API, public).' },
  { name: 'assistant', description: 'The service advisor: services and vehicles from plain words (plain JSON).' },
  { name: 'locations', description: 'Zips, cities, areas and market coverage (turbo lookups, plain JSON); coverage-gap forms.' },
  { name: 'vehicles', description: "Year, make, model, trim and engine lookups, VIN decoding, and the user's own vehicles." },
  {
    name: 'service-requests',
    description: "The user's service requests and the shops' offers on them, live events, maintenance packages and intervals.",
  },
  { name: 'payments', description: "The user's saved cards: setup with the payment gateway, list, update, delete." },
  {
    name: 'bookings',
    description:
      "Free times at a shop, booking an offer (time, card hold, rewards), rescheduling, cancelling, the shop's proposals; the shop's day, completion and no-shows.",
  },
  {
    name: 'standalone-appointments',
    description: 'Service, car-wash and collision appointments booked at a location directly: nearby locations, free times, book, cancel, list; the shop marks a no-show.',
  },
  { name: 'extra-lines', description: 'Extra work found on a booked job: the shop sends lines, the customer approves or declines each; advised work.' },
  { name: 'reviews', description: 'The satisfaction survey of a completed job, by the token of its emailed link (public).' },
  { name: 'shops', description: "The shop portal: staff read the requests in reach, bid by hand and set their prices (plain JSON)." },
  { name: 'outbox', description: 'Email and text messages kept instead of delivered: local servers and admins only.' },
  { name: 'membership', description: 'Programs, plans and subscription options, the member’s subscriptions, coverage and partner lookups, the partner’s landing-page config (plain JSON under /api/membership/v1; every call carries X-Partner-Id, ADR 057).' },
  { name: 'messages', description: "The signed-in user's messages (main API, JSON:API)." },
  { name: 'search', description: "The signed-in user's global search over their own requests, vehicles, shops and conversations (main API, JSON:API)." },
  { name: 'car-care', description: "The signed-in user's car care (main API, JSON:API)." },
  { name: 'vehicle-history', description: "The signed-in user's vehicle history (main API, JSON:API)." },
  { name: 'auto-repair', description: "The auto-repair pages: states and cities with shops, a city's shops and typical prices (turbo, public, plain JSON)." },
  { name: 'maintenance', description: 'Maintenance schedules by vehicle for the public search-engine pages: makes and models by slug, the typical schedule by mileage (turbo API, plain JSON, public).' },
  { name: 'repair-costs', description: 'What a job costs on a make and model across the markets, and recent completed jobs, anonymised: the repair-cost pages (lookups, plain JSON, public).' },
  { name: 'audit', description: 'The audit log of the operations consoles: who did what to which record (main API, JSON:API; admins).' },
  { name: 'system', description: 'Probes and the runtime configuration of the web client.' },
  { name: 'sitemap', description: 'robots.txt and the sitemaps of the public pages (XML, outside the API namespaces).' },
];

/** The partner a partner admin's call acts for: the `X-Partner-Id` header, beside the bearer token (mount's security). */
export const PARTNER_ID_SCHEME = {
  type: 'apiKey',
  in: 'header',
  name: PARTNER_HEADER,
  description: "A partner program's id, on a partner admin's calls (with the bearer token): the partner the call acts for.",
} as const;

type JsonSchema = { [key: string]: unknown };
const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A request schema as the main API's wire has it: every property name snake_case (ADR 049), as the web client
 * sends it (lib/api-client.ts) and as the server reads it (plugins/jsonapi.ts camelCases the keys it receives
 * before validating them with the contracts' camelCase schemas). Nested objects, arrays and unions too.
 */
export function snakeCaseSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(snakeCaseSchema);
  if (!isSchema(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (key === 'properties' && isSchema(value)) {
        return [key, Object.fromEntries(Object.entries(value).map(([name, property]) => [snakeCase(name), snakeCaseSchema(property)]))];
      }
      if (key === 'required' && Array.isArray(value)) return [key, value.map((name) => snakeCase(String(name)))];
      return [key, snakeCaseSchema(value)];
    }),
  );
}

/** Each property of a schema (through nesting, arrays and unions), with its name, to describe in place. */
function eachProperty(schema: unknown, visit: (name: string, property: JsonSchema) => void): void {
  if (Array.isArray(schema)) return schema.forEach((item) => eachProperty(item, visit));
  if (!isSchema(schema)) return;
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isSchema(value)) {
      for (const [name, property] of Object.entries(value)) {
        if (isSchema(property)) visit(name, property);
        eachProperty(property, visit);
      }
    } else if (typeof value === 'object') eachProperty(value, visit);
  }
}

/** `id`, `offerId` in `/…/offers/:offerId`: the id of what the segment before it names (`offer`). */
function idDescription(url: string, name: string): string | undefined {
  if (name !== 'id' && !name.endsWith('Id')) return undefined;
  const segments = url.split('/');
  const before = segments[segments.indexOf(`:${name}`) - 1];
  if (!before || before.startsWith(':')) return undefined;
  return `The id of the ${before.replace(/_/g, ' ').replace(/s$/, '')}.`;
}

/**
 * Every parameter and request field described (ADR 049): the schema's own description, else the operation's or
 * the shared glossary's (contracts' common/api-descriptions.ts), else — a path's id — what the segment before it
 * names. Money fields whose name does not say the unit say it, in replies too.
 */
function describeRequest(schema: unknown, operationId: string, url: string, path = false): void {
  eachProperty(schema, (name, property) => {
    if (property.description) return;
    const key = camelCase(name);
    const description =
      OPERATION_FIELD_DESCRIPTIONS[operationId]?.[path ? `:${key}` : key] ??
      FIELD_DESCRIPTIONS[key] ??
      (path ? idDescription(url, name) : undefined);
    if (description) property.description = description;
  });
}
function describeMoney(schema: unknown): void {
  eachProperty(schema, (name, property) => {
    const description = MONEY_DESCRIPTIONS[camelCase(name)];
    if (description && !property.description && property.type !== 'boolean') property.description = description;
  });
}

/** The contracts' zod schemas to JSON Schema, described, the main API's request keys written as its wire has them. */
const transform: typeof jsonSchemaTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  if (!isSchema(transformed.schema)) return transformed;
  // Described in place: a copy, so no operation's words reach another's schema.
  const output = { ...transformed, schema: structuredClone(transformed.schema) };
  const operationId = typeof output.schema.operationId === 'string' ? output.schema.operationId : '';
  const { body, querystring, params, response } = output.schema;
  describeRequest(body, operationId, input.url);
  describeRequest(querystring, operationId, input.url);
  describeRequest(params, operationId, input.url, true);
  describeMoney(response);
  if (apiFormatFor(input.url) !== 'jsonapi') return output;
  return {
    ...output,
    schema: {
      ...output.schema,
      ...(body ? { body: snakeCaseSchema(body) } : {}),
      ...(querystring ? { querystring: snakeCaseSchema(querystring) } : {}),
    },
  };
};

/**
 * OpenAPI generated from the routes' contract schemas, browsable at /api/docs: every operation has its
 * summary, operationId (the route table's key), module tag and security, so a client can be generated from
 * it. Swagger UI runs under the same strict policy as the API (its page has no inline script), so it needs
 * no exception.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.brandName} API`,
        version: '1.0.0',
        // The packages are private and unlicensed: the API is offered under no public licence (SPDX LicenseRef).
        license: { name: `Proprietary: ${config.brandName}, all rights reserved`, identifier: 'LicenseRef-Proprietary' },
        description:
          'The main API (/api/v3, /api/v4) speaks JSON:API with snake_case keys, in requests (bodies and query parameters) ' +
          'as in replies; the other namespaces (turbo, membership, assistant, shop, sandbox gateway) speak plain camelCase JSON. ' +
          'Errors carry a `code` to branch on (each status of each operation lists its codes) and a `detail` sentence to show ' +
          '(plain namespaces: `message`). Every operation that takes a body also answers 400 (not JSON, or nested too deep), ' +
          '413 (too large) and 415 (a content type other than JSON). Money: amounts are integer cents unless a field says dollars.',
      },
      // Relative to where the document is served (OpenAPI 3.1 §4.8.5): the server that serves it, on any host —
      // a generated client passes its own base URL.
      servers: [{ url: '/', description: `The server this document is served by (in production ${config.publicUrl})` }],
      tags: API_TAGS,
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token of a sign-in reply (`meta.access_token`), valid for `meta.expires_in` seconds.',
          },
          refreshCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: refreshCookieName(config),
            description: 'The httpOnly refresh cookie a sign-in sets (path /api/v3/sessions).',
          },
          // Named once a route takes it (an unused scheme is a fault of the document).
          ...(allRoutes().some((route) => route.auth !== undefined && PARTNER_ROLES.includes(route.auth)) ? { partnerId: PARTNER_ID_SCHEME } : {}),
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  // Its default `validatorUrl: null` matters: the online validator badge would call out of the policy.
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
});
