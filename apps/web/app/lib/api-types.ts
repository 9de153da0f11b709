import type { RouteDef } from '@pitstop/contracts/common/routes';
import type { z } from 'zod';

/**
 * The types of a call through the API client (`api.call(route, options)`), read off a contracts route entry
 * (docs/architecture.md): what it takes comes from `z.input` of the route's params, query and body schemas; what it
 * answers from the reply schema — on the main API as the client hands it over (JSON:API de-serialised,
 * camelCased: `{data, meta}`), on the other namespaces as it is on the wire. Nothing here is written per route.
 */

/**
 * A wire key in camelCase, as the client converts it (change-case): `access_token` → `accessToken`; a part
 * starting with a digit keeps its underscore (`address_1`).
 */
export type CamelCase<Key extends string> = Key extends `${infer Head}_${infer Tail}`
  ? Tail extends `${number}${string}`
    ? `${Head}_${CamelCase<Tail>}`
    : `${Head}${Capitalize<CamelCase<Tail>>}`
  : Key;

/** A wire shape with camelCase keys, nested objects and arrays included. */
export type CamelKeys<T> = T extends readonly (infer Item)[]
  ? CamelKeys<Item>[]
  : T extends object
    ? { [Key in keyof T as Key extends string ? CamelCase<Key> : Key]: CamelKeys<T[Key]> }
    : T;

/**
 * A JSON:API resource flattened: `{id, type, attributes}` → `{id, type, ...camelCased attributes}`. An
 * attribute of the same name wins, as in the de-serialiser (a user's `type` is 'employee' or 'other').
 */
export type FlatResource<Resource> = Resource extends { id: infer Id; type: infer Type; attributes: infer Attributes }
  ? Omit<{ id: Id; type: Type }, keyof CamelKeys<Attributes>> & CamelKeys<Attributes>
  : never;

/** A document's primary data flattened: a resource, a list of them, or null. */
export type FlatData<Data> = Data extends readonly (infer Resource)[]
  ? FlatResource<Resource>[]
  : Data extends null | undefined
    ? null
    : FlatResource<Data>;

/** A main-API reply as the client hands it over: the data flattened and the meta camelCased (`{}` when absent). */
export type JsonApiReply<Document> = Document extends unknown
  ? {
      data: Document extends { data: infer Data } ? FlatData<Data> : null;
      meta: Document extends { meta?: infer Meta } ? CamelKeys<NonNullable<Meta>> : Record<string, unknown>;
    }
  : never;

/** What a call to `route` resolves to: null for a route without a reply body (204). */
export type ReplyOf<Route extends RouteDef> = Route extends { reply: infer Schema extends z.ZodType }
  ? Route['namespace'] extends 'main'
    ? JsonApiReply<z.output<Schema>>
    : z.output<Schema>
  : null;

/** A part of the call's options: required when the schema has a required key, absent without a schema. */
type Part<Name extends string, Schema> = [Schema] extends [z.ZodType]
  ? object extends z.input<Schema>
    ? { [Key in Name]?: z.input<Schema> }
    : { [Key in Name]: z.input<Schema> }
  : { [Key in Name]?: never };

type SchemaAt<Route, Name extends 'params' | 'query' | 'body'> = Route extends { [Key in Name]: infer Schema } ? Schema : undefined;

/**
 * The options of a call: `params` fill the path's `:names`, `query` and `body` are camelCase in code (the main
 * API's go out snake_case); `skipAuthRefresh` where a 401 is the answer itself (signing in).
 */
export type CallOptions<Route extends RouteDef> = Part<'params', SchemaAt<Route, 'params'>> &
  Part<'query', SchemaAt<Route, 'query'>> &
  Part<'body', SchemaAt<Route, 'body'>> & {
    signal?: AbortSignal;
    skipAuthRefresh?: boolean;
    headers?: Record<string, string>;
  };

/** The options argument: optional when nothing in it is required. */
export type CallArgs<Route extends RouteDef> = object extends CallOptions<Route>
  ? [options?: CallOptions<Route>]
  : [options: CallOptions<Route>];
