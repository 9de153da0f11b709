import { shopsEndpoints } from '@pitstop/contracts/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { CONSOLE_QUERY_KEY } from '~/lib/console-queries';

/** The console's shop locations: every query of them starts with this key, so an action refreshes them all. */
export const adminShopsKey = [...CONSOLE_QUERY_KEY, 'shops'] as const;

export interface AdminShopSearch {
  q: string;
  active?: 'true' | 'false';
  page: number;
  perPage: number;
}

/** GET /v3/admin/shop_locations: by name, company, city or zip, active or not. */
export async function listAdminShopLocations({ q, ...search }: AdminShopSearch, signal?: AbortSignal) {
  const { data, meta } = await api.call(shopsEndpoints.listAdminShopLocations, { query: { q: q.trim() || undefined, ...search }, signal });
  return { shops: data, count: meta.count };
}

export const adminShopLocationsQueryOptions = (search: AdminShopSearch) =>
  queryOptions({ queryKey: [...adminShopsKey, 'list', search], queryFn: ({ signal }) => listAdminShopLocations(search, signal) });

export const useAdminShopLocations = (search: AdminShopSearch) => useQuery({ ...adminShopLocationsQueryOptions(search), placeholderData: keepPreviousData });
