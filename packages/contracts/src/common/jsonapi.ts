import { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/** JSON:API wire shapes (ARCHITECTURE §4). Attributes are snake_case on the wire. */
export const JSONAPI_MEDIA_TYPE = 'application/vnd.api+json';

export const JsonApiErrorObject = z.object({
  status: z.string(),
  code: z.string(),
  title: z.string(),
  detail: z.string(),
  source: z
    .object({ pointer: z.string().optional(), parameter: z.string().optional() })
    .optional(),
  /** What a client needs to act on the error beside its sentence (offer_changed: the offer's new version and total). */
  meta: z.record(z.string(), z.unknown()).optional(),
});
export type JsonApiErrorObject = z.infer<typeof JsonApiErrorObject>;

export const JsonApiErrorDocument = z.object({ errors: z.array(JsonApiErrorObject).min(1) });
export type JsonApiErrorDocument = z.infer<typeof JsonApiErrorDocument>;

/** Plain-JSON namespaces (turbo, membership, assistant, shop): `{message, code}`. */
export const PlainError = z.object({ message: z.string(), code: z.string() });
export type PlainError = z.infer<typeof PlainError>;

const CODE_DESCRIPTION = 'What went wrong, for a client to branch on: one of the codes this status of this operation answers.';

/**
 * The error reply of one status of one operation, its `code` the list of codes that status may carry (the route
 * table's `errors` and the codes every route of its kind answers): a client generated from the API document
 * switches on `code` exhaustively. JSON:API on the main API, `{message, code}` on the plain namespaces.
 */
export function errorReplyFor(jsonApi: boolean, codes: readonly [ErrorCode, ...ErrorCode[]]) {
  const code = z.enum(codes).describe(CODE_DESCRIPTION);
  return jsonApi
    ? z.object({ errors: z.array(JsonApiErrorObject.extend({ code })).min(1) })
    : PlainError.extend({ code });
}

const ResourceIdentifier = z.object({ id: z.string(), type: z.string() });
export const JsonApiResource = z.object({
  id: z.string(),
  type: z.string(),
  attributes: z.record(z.string(), z.unknown()).optional(),
  relationships: z
    .record(
      z.string(),
      z.object({ data: z.union([ResourceIdentifier, z.array(ResourceIdentifier), z.null()]) }),
    )
    .optional(),
});

/** A JSON:API document whose resources' attributes match `attributes` (snake_case keys). */
export function jsonApiDocument<T extends z.ZodType>(type: string, attributes: T) {
  return z.object({
    data: z.object({ id: z.string(), type: z.literal(type), attributes }).passthrough(),
    included: z.array(JsonApiResource).optional(),
    meta: z.record(z.string(), z.unknown()).optional(),
  });
}

/** A JSON:API list document; `meta.count` carries the total (spec: "returns a list and meta count"). */
export function jsonApiListDocument<T extends z.ZodType>(type: string, attributes: T) {
  return z.object({
    data: z.array(z.object({ id: z.string(), type: z.literal(type), attributes }).passthrough()),
    included: z.array(JsonApiResource).optional(),
    meta: z.object({ count: z.number().int().nonnegative() }).passthrough(),
  });
}

/**
 * A list document whose `meta.count` is counted up to a bound (the consoles' searches, ADR 084): `count_capped` says
 * there are more than `count` ("10,000+"); the page after the last counted one is still there to ask for.
 */
export function jsonApiCappedListDocument<T extends z.ZodType>(type: string, attributes: T) {
  return jsonApiListDocument(type, attributes).extend({
    meta: z.object({ count: z.number().int().nonnegative(), count_capped: z.boolean().describe('More rows than `count` match: the count stopped there.') }).passthrough(),
  });
}
