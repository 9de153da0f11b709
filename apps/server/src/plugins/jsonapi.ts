import { JSONAPI_MEDIA_TYPE, type SnakeKeys, toCamelKeys, toSnakeKeys } from '@pitstop/contracts';
import type { FastifyInstance, preSerializationHookHandler, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import tsJapi from 'ts-japi';
import { AppError } from '../lib/app-error.ts';
import { apiFormatFor } from './errors.ts';

/** No request of ours nests deeper than a few levels; key-case conversion and validation recurse. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests objects and arrays deeper than `max`: one pass over the text before it is parsed,
 * so a 10 000-level body costs a scan, never a recursion.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/**
 * The main API's wire format (ARCHITECTURE §4), in one place: bodies parsed as JSON whichever of the two JSON
 * types they name, keys camelCased before validation, every reply typed `application/vnd.api+json` (errors and
 * unknown paths too: plugins/errors.ts), and the documents built with ts-japi — attributes given in camelCase
 * leave snake_case, lists carry `meta.count`. Register it before any route.
 */
export const jsonApiPlugin = fp(
  async (app: FastifyInstance) => {
    // A body-less call may still name a JSON type (the web client always does): no body, not a 400.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    // Fastify's own text/plain parser handed routes a string, refused as 'The request body is required.':
    // a body in a type no route reads is a 415.
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser(
      ['application/json', JSONAPI_MEDIA_TYPE],
      { parseAs: 'string' },
      (request, body, done) => {
        if (body === '') return done(null, undefined);
        if (jsonNestsDeeperThan(String(body), MAX_JSON_DEPTH)) {
          return done(new AppError('bad_request', 'The request body is nested too deeply.'), undefined);
        }
        return parseJson(request, String(body), done);
      },
    );

    // Hooks of the main API's routes only, chosen once per route rather than per request, and callback-style:
    // an async hook costs a promise on every request, even doing nothing.
    const camelKeys: preValidationHookHandler = (request, _reply, done) => {
      if (request.body && typeof request.body === 'object') request.body = toCamelKeys(request.body);
      if (request.query && typeof request.query === 'object') request.query = toCamelKeys(request.query);
      done();
    };
    // Set last, over the JSON type Fastify gives an object reply. Reference routes send documents serialised
    // once, with this type, and skip the hook.
    const mediaType: preSerializationHookHandler<unknown> = (_request, reply, payload, done) => {
      reply.type(JSONAPI_MEDIA_TYPE);
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      if (apiFormatFor(route.url) !== 'jsonapi') return;
      route.preValidation = [camelKeys, ...(route.preValidation ? [route.preValidation].flat() : [])];
      if (route.config?.referenceData) return;
      route.preSerialization = [...(route.preSerialization ? [route.preSerialization].flat() : []), mediaType];
    });
  },
  { name: 'jsonapi' },
);

// ─── Documents ────────────────────────────────────────────────────────────────────────────────────────
type Resource = { id: string | number } & Record<string, unknown>;

// ts-japi is CommonJS whose named exports Node cannot see: take them from the default export.
const { Serializer } = tsJapi;
type Serializer<T extends Record<string, unknown>> = InstanceType<typeof tsJapi.Serializer<T>>;

const serializers = new Map<string, Serializer<Resource>>();
function serializerFor(type: string) {
  let serializer = serializers.get(type);
  if (!serializer) {
    serializer = new Serializer<Resource>(type, { version: null });
    serializers.set(type, serializer);
  }
  return serializer;
}

function normalise(resource: Resource): Resource {
  return { ...toSnakeKeys<Resource>(resource), id: String(resource.id) };
}

/** A resource object as it leaves; `Attributes` is its wire (snake_case) shape when the caller names it. */
export type ResourceObject<Type extends string = string, Attributes = Record<string, unknown>> = {
  id: string;
  type: Type;
  attributes: Attributes;
};
export type ResourceDocument<Type extends string = string, Attributes = Record<string, unknown>> = {
  data: ResourceObject<Type, Attributes>;
  meta?: Record<string, unknown>;
};
export type ListDocument<Type extends string = string, Attributes = Record<string, unknown>, Meta = Record<string, unknown>> = {
  data: ResourceObject<Type, Attributes>[];
  meta: { count: number } & Meta;
};

export async function jsonApiResource<Type extends string, Attributes = Record<string, unknown>>(
  type: Type,
  resource: Resource,
  meta?: Record<string, unknown>,
): Promise<ResourceDocument<Type, Attributes>> {
  const serialized = await serializerFor(type).serialize(normalise(resource));
  const document = serialized as unknown as ResourceDocument<Type, Attributes>;
  return meta ? { ...document, meta: toSnakeKeys(meta) } : document;
}

/** `count` is the total across pages (spec: "returns a list and meta count"), not this page's length. */
/** A list document; `meta` (camelCase here) goes on the wire snake_case, typed as such for the route's reply. */
export async function jsonApiList<Type extends string, Attributes = Record<string, unknown>, Meta extends Record<string, unknown> = Record<string, unknown>>(
  type: Type,
  resources: Resource[],
  count: number = resources.length,
  meta: Meta = {} as Meta,
): Promise<ListDocument<Type, Attributes, SnakeKeys<Meta>>> {
  const serialized = await serializerFor(type).serialize(resources.map(normalise));
  const document = serialized as unknown as ListDocument<Type, Attributes, SnakeKeys<Meta>>;
  return { ...document, meta: { ...toSnakeKeys<SnakeKeys<Meta>>(meta), count } };
}

/** A document with nothing but `meta` (snake_case on the wire). */
export const jsonApiMeta = <Meta extends Record<string, unknown>>(meta: Meta) => ({ meta: toSnakeKeys<SnakeKeys<Meta>>(meta) });
