import { searchEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, api } from '~/lib/api-client';

/**
 * GET /v3/users/search?q= (docs/product/search.md): the signed-in user's own requests, vehicles, shops and
 * conversations holding the words, at most five of each kind, in that order; each with the page that opens it.
 */
export async function globalSearch(q: string, signal?: AbortSignal, client: ApiClient = api) {
  const { data, meta } = await client.call(searchEndpoints.globalSearch, { query: { q }, signal });
  return { results: data, query: meta.query };
}

export type GlobalSearchView = Awaited<ReturnType<typeof globalSearch>>;
export type SearchResultView = GlobalSearchView['results'][number];

/** A query per words: an answer for words no longer typed is never shown (its request is aborted once unused). */
export const globalSearchQueryOptions = (q: string, client: ApiClient = api) =>
  queryOptions({ queryKey: ['search', q], queryFn: ({ signal }) => globalSearch(q, signal, client), staleTime: 30_000, retry: false });

/** Asks only for words (trimmed, not empty). */
export const useGlobalSearch = (q: string) => useQuery({ ...globalSearchQueryOptions(q), enabled: q.length > 0 });
