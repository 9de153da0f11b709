import { z } from 'zod';
import { snakeKeys } from './accounts.ts';
import { text } from './common/fields.ts';
import { jsonApiListDocument } from './common/jsonapi.ts';
import { defineRoutes } from './common/routes.ts';

/**
 * Global search (module `search`, docs/product/search.md, ADR 066): the signed-in user's own requests, vehicles,
 * shops and conversations whose words hold what they typed, a few of each kind, each with the page that opens it.
 */
export const SEARCH_QUERY_MAX = 100;
/** The most results of one kind a search answers. */
export const SEARCH_RESULTS_PER_KIND = 5;

export const searchMessages = {
  queryRequired: 'Type something to search for.',
  queryTooLong: `Search for at most ${SEARCH_QUERY_MAX} characters.`,
} as const;

/** The kinds of results, in the order the reply lists them (and the search box groups them). */
export const SEARCH_KINDS = ['service_request', 'vehicle', 'shop', 'message_thread'] as const;
export const SearchKind = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof SearchKind>;

/** One thing found. */
export const SearchResult = z.object({
  /** The request's, vehicle's, shop location's or conversation's id (unique within its kind). */
  id: z.string(),
  kind: SearchKind,
  title: z.string(),
  /** A short line under the title: the car and status, the shop's address, the matching words of a message. */
  subtitle: z.string(),
  /** The web page that opens it (a path of the contracts' PAGE_PATHS, with its query). */
  path: z.string(),
});
export type SearchResult = z.infer<typeof SearchResult>;
const SearchResultAttributes = snakeKeys(SearchResult.omit({ id: true }));
export const SearchResultListDocument = jsonApiListDocument('search_results', SearchResultAttributes).extend({
  meta: z.object({ count: z.number().int().nonnegative(), query: z.string() }),
});

/** GET /v3/users/search?q=: the words, trimmed, 1–100 characters. */
export const SearchQuery = z.object({
  q: text({ required: searchMessages.queryRequired })
    .trim()
    .min(1, { message: searchMessages.queryRequired })
    .max(SEARCH_QUERY_MAX, { message: searchMessages.queryTooLong }),
});
export type SearchQuery = z.input<typeof SearchQuery>;

export const searchRoutes = defineRoutes('search', {
  globalSearch: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/search',
    summary: "Find the signed-in user's own requests, vehicles, shops and conversations",
    description:
      'Case-insensitive, anywhere in the words (`%` and `_` are matched as written). At most 5 results of each kind, listed ' +
      'by kind (service requests, vehicles, shops, conversations), newest first within a kind; `meta.query` is the ' +
      'trimmed query searched. Only the caller’s own data is searched.',
    auth: 'user',
    query: SearchQuery,
    reply: SearchResultListDocument,
    errors: ['validation_failed'],
  },
});
