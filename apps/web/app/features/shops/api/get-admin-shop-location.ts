import { shopsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { adminShopsKey } from './list-admin-shop-locations';
import { CONSOLE_QUERY_KEY } from '~/lib/console-queries';

export const adminShopKey = (locationId: string) => [...adminShopsKey, 'one', locationId] as const;

/** GET /v3/admin/shop_locations/:locationId: its settings, whether it is on the marketplace, its staff. */
export async function getAdminShopLocation(locationId: string, signal?: AbortSignal) {
  const { data } = await api.call(shopsEndpoints.getAdminShopLocation, { params: { locationId }, signal });
  return data;
}

export type AdminShopView = Awaited<ReturnType<typeof getAdminShopLocation>>;

export const adminShopLocationQueryOptions = (locationId: string) =>
  queryOptions({ queryKey: adminShopKey(locationId), queryFn: ({ signal }) => getAdminShopLocation(locationId, signal) });

export const useAdminShopLocation = (locationId: string) => useQuery(adminShopLocationQueryOptions(locationId));

/** What every console action on a location does with its answer: the location as it now is, and the lists read again. */
export function useAdminShopAnswer() {
  const client = useQueryClient();
  return (shop: AdminShopView) => {
    client.setQueryData(adminShopKey(shop.id), shop);
    void client.invalidateQueries({ queryKey: CONSOLE_QUERY_KEY });
  };
}
