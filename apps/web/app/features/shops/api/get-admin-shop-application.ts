import { shopsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { adminShopApplicationsKey } from './list-admin-shop-applications';

export const adminShopApplicationKey = (id: string) => [...adminShopApplicationsKey, 'one', id] as const;

/** GET /v3/admin/shop_applications/:id: everything the shop sent, and who handled it when. */
export async function getAdminShopApplication(id: string, signal?: AbortSignal) {
  const { data } = await api.call(shopsEndpoints.getAdminShopApplication, { params: { id }, signal });
  return data;
}

export type AdminShopApplicationView = Awaited<ReturnType<typeof getAdminShopApplication>>;

export const adminShopApplicationQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminShopApplicationKey(id), queryFn: ({ signal }) => getAdminShopApplication(id, signal) });

export const useAdminShopApplication = (id: string) => useQuery(adminShopApplicationQueryOptions(id));
