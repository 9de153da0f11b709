import { shopsEndpoints } from '@pitstop/contracts/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { CONSOLE_QUERY_KEY } from '~/lib/console-queries';

/** The console's shop applications: every query of them starts with this key, so an action refreshes them all. */
export const adminShopApplicationsKey = [...CONSOLE_QUERY_KEY, 'shop-applications'] as const;

export interface AdminShopApplicationSearch {
  q: string;
  handled?: 'true' | 'false';
  page: number;
  perPage: number;
}

/** GET /v3/admin/shop_applications: newest first, by part of the shop's name, email, city or zip, handled or not. */
export async function listAdminShopApplications({ q, ...search }: AdminShopApplicationSearch, signal?: AbortSignal) {
  const { data, meta } = await api.call(shopsEndpoints.listAdminShopApplications, { query: { q: q.trim() || undefined, ...search }, signal });
  return { applications: data, count: meta.count };
}

export const adminShopApplicationsQueryOptions = (search: AdminShopApplicationSearch) =>
  queryOptions({ queryKey: [...adminShopApplicationsKey, 'list', search], queryFn: ({ signal }) => listAdminShopApplications(search, signal) });

export const useAdminShopApplications = (search: AdminShopApplicationSearch) => useQuery({ ...adminShopApplicationsQueryOptions(search), placeholderData: keepPreviousData });
