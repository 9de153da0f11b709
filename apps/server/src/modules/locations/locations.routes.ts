import {
  AreaParams,
  AreaResponse,
  BetaContactDocument,
  BetaContactRequest,
  CityParams,
  CityResponse,
  JSONAPI_MEDIA_TYPE,
  JsonApiErrorDocument,
  PlainError,
  ShopContactDocument,
  ShopContactRequest,
  StateCitiesResponse,
  StateParams,
  TargetMarketQuery,
  TargetMarketResponse,
  ZipcodeSearchQuery,
  ZipcodeSearchResponse,
} from '@pitstop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { sendCachedDocument } from '../../lib/cached-document.ts';
import { jsonApiResource } from '../../lib/jsonapi.ts';
import { memoDocuments } from '../../lib/memo-documents.ts';
import { referenceData } from '../../lib/reference-data.ts';
import { createBetaContact } from './create-beta-contact.ts';
import { createShopContactRequest } from './create-shop-contact-request.ts';
import { getArea } from './get-area.ts';
import { getCity } from './get-city.ts';
import { getTargetMarket } from './get-target-market.ts';
import { listStateCities } from './list-state-cities.ts';
import type { LocationsDeps } from './locations-deps.ts';
import { searchZipcodes } from './search-zipcodes.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Zips and cities change with a deploy (the dataset package): a day in caches, then revalidated by ETag. */
const REFERENCE = { contentType: JSON_TYPE, cacheControl: 'public, max-age=86400' };
/** Coverage changes when shops join or leave: a minute. */
const COVERAGE = { contentType: JSON_TYPE, cacheControl: 'public, max-age=60' };
const plainErrors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, PlainError]));
const jsonApiErrors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, JsonApiErrorDocument]));
const tags = ['locations'];

/** Zip, city and area lookups (spec 000 §7), public, under /api/turbo/v1. Plain JSON. */
export const locationLookupRoutes: FastifyPluginAsyncZod<LocationsDeps> = async (app, deps) => {
  const reference = memoDocuments();

  app.get(
    '/zipcode/search',
    { ...referenceData, schema: { tags, querystring: ZipcodeSearchQuery, response: { 200: ZipcodeSearchResponse, ...plainErrors(422) } } },
    (request, reply) => {
      const term = request.query.term.toLowerCase();
      return sendCachedDocument(request, reply, reference.get(`search:${term}`, () => searchZipcodes({ term })), REFERENCE);
    },
  );

  // Every visitor's first call: answered from memory, kept per zip until the in-market set is rebuilt.
  const coverage = memoDocuments();
  app.get(
    '/zipcode/target_market',
    {
      ...referenceData,
      schema: { tags, querystring: TargetMarketQuery, response: { 200: TargetMarketResponse, ...plainErrors(404, 422) } },
    },
    (request, reply) => {
      const key = `${deps.coverage.version}:${request.query.zipcode}`;
      return sendCachedDocument(request, reply, coverage.get(key, () => getTargetMarket(deps, request.query)), COVERAGE);
    },
  );

  app.get(
    '/states/:state/cities',
    { ...referenceData, schema: { tags, params: StateParams, response: { 200: StateCitiesResponse, ...plainErrors(404, 422) } } },
    (request, reply) => {
      const { state } = request.params;
      return sendCachedDocument(request, reply, reference.get(`state:${state}`, () => listStateCities({ state })), REFERENCE);
    },
  );

  app.get(
    '/states/:state/cities/:city',
    { schema: { tags, params: CityParams, response: { 200: CityResponse, ...plainErrors(404, 422) } } },
    async (request, reply) => {
      reply.header('cache-control', COVERAGE.cacheControl);
      return getCity(deps, request.params);
    },
  );

  app.get(
    '/areas/:id/with_active_shops',
    { schema: { tags, params: AreaParams, response: { 200: AreaResponse, ...plainErrors(404, 422) } } },
    async (request, reply) => {
      reply.header('cache-control', COVERAGE.cacheControl);
      return getArea(deps, request.params);
    },
  );
};

/** The coverage-gap forms (spec 001), JSON:API under /api/v3, no login; limited per IP. */
export const coverageGapRoutes: FastifyPluginAsyncZod<LocationsDeps & { config: Config }> = async (app, deps) => {
  const perIp = { rateLimit: { max: deps.config.authRateLimitMax, timeWindow: '1 minute' } };
  app.addHook('preSerialization', async (_request, reply, payload) => {
    reply.type(JSONAPI_MEDIA_TYPE);
    return payload;
  });

  app.post(
    '/users/beta_contacts',
    {
      config: perIp,
      schema: { tags, body: BetaContactRequest, response: { 201: BetaContactDocument, ...jsonApiErrors(422, 429) } },
    },
    async (request, reply) => {
      const contact = await createBetaContact(deps, request.body);
      return reply.status(201).send(await jsonApiResource('beta_contacts', contact));
    },
  );

  app.post(
    '/shop_contact_requests',
    {
      config: perIp,
      schema: { tags, body: ShopContactRequest, response: { 201: ShopContactDocument, ...jsonApiErrors(422, 429) } },
    },
    async (request, reply) => {
      const contact = await createShopContactRequest(deps, request.body);
      return reply.status(201).send(await jsonApiResource('shop_contact_requests', contact));
    },
  );
};
