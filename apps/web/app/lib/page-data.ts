import type { DehydratedState, FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './api-client';

/**
 * What a page's HTML carries (ADR 055): the queries it reads, each given the loader-side API client
 * (`lib/page-api.ts`). The keys are the ones the page's hooks use, so the hooks find the data in the cache and
 * do not fetch it again. A query that needs another's answer (the /plus pages: the program's partner, then its
 * landing page) fetches the first into `cache` — it is dehydrated with the rest — and returns the next.
 */
export type PageQueries = (
  api: ApiClient,
  cache: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each query has its own data type
) => readonly FetchQueryOptions<any, any, any, any>[] | Promise<readonly FetchQueryOptions<any, any, any, any>[]>;

/** The loader data of a page with queries: their dehydrated state, for the page's `PageDataBoundary`. */
export type PageData = DehydratedState;
