import { shopsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** Everything the shop portal reads; a write invalidates the whole of it (counts, tabs, offers move together). */
export const shopKey = ['shop'] as const;
export const shopLocationsKey = [...shopKey, 'locations'] as const;

/** The staff member's locations with their settings, answer time and open requests (GET /api/shop/v1/locations). */
export async function getShopLocations(signal?: AbortSignal) {
  return api.call(shopsEndpoints.listShopLocations, { signal });
}

export const shopLocationsQueryOptions = () =>
  queryOptions({ queryKey: shopLocationsKey, queryFn: ({ signal }) => getShopLocations(signal) });

export const useShopLocations = () => useQuery(shopLocationsQueryOptions());

/** One of the staff member's locations, from the same list (undefined while loading or when not theirs). */
export function useShopLocation(locationId: string) {
  const locations = useShopLocations();
  return { ...locations, location: locations.data?.find((location) => location.id === locationId) };
}

/** After a write: the locations' counts, the inbox tabs and the request are read again (they move together). */
export function useInvalidateShop() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: shopKey });
}
