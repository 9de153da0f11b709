import { locationsEndpoints } from '@pitstop/contracts/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { CONSOLE_QUERY_KEY } from '~/lib/console-queries';

export const adminShopSuggestionsKey = [...CONSOLE_QUERY_KEY, 'shop-suggestions'] as const;

export interface CoverageListSearch {
  handled?: 'true' | 'false';
  page: number;
  perPage: number;
}

/** GET /v3/admin/shop_contact_requests: the shops people suggested, newest first. */
export async function listAdminShopSuggestions(search: CoverageListSearch, signal?: AbortSignal) {
  const { data, meta } = await api.call(locationsEndpoints.listAdminShopSuggestions, { query: search, signal });
  return { rows: data, count: meta.count };
}

export const listAdminShopSuggestionsQueryOptions = (search: CoverageListSearch) =>
  queryOptions({ queryKey: [...adminShopSuggestionsKey, search], queryFn: ({ signal }) => listAdminShopSuggestions(search, signal) });

export const useListAdminShopSuggestions = (search: CoverageListSearch) => useQuery({ ...listAdminShopSuggestionsQueryOptions(search), placeholderData: keepPreviousData });
