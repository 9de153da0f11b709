import { shopsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { shopKey } from './get-shop-locations';

/** One request in reach with the bid drafted at the location's rates (GET /locations/:locationId/requests/:requestId). */
export async function getShopRequest(params: { locationId: string; requestId: string }, signal?: AbortSignal) {
  return api.call(shopsEndpoints.getShopRequest, { params, signal });
}

export const shopRequestQueryOptions = (params: { locationId: string; requestId: string }) =>
  queryOptions({
    queryKey: [...shopKey, 'request', params.locationId, params.requestId],
    queryFn: ({ signal }) => getShopRequest(params, signal),
  });

export const useShopRequest = (params: { locationId: string; requestId: string }) => useQuery(shopRequestQueryOptions(params));
