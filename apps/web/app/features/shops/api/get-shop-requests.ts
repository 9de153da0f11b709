import type { z } from 'zod';
import type { ShopInboxQuery } from '@pitstop/contracts';
import { shopsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { shopKey } from './get-shop-locations';

export type InboxStatus = z.output<typeof ShopInboxQuery>['status'];

/** A location's inbox: requests in reach, newest first, by tab (GET /locations/:locationId/requests). */
export async function getShopRequests({ locationId, status }: { locationId: string; status: InboxStatus }, signal?: AbortSignal) {
  return api.call(shopsEndpoints.listShopRequests, { params: { locationId }, query: { status }, signal });
}

export const shopRequestsQueryOptions = (input: { locationId: string; status: InboxStatus }) =>
  queryOptions({
    queryKey: [...shopKey, 'requests', input.locationId, input.status],
    queryFn: ({ signal }) => getShopRequests(input, signal),
  });

export const useShopRequests = (input: { locationId: string; status: InboxStatus }) =>
  useQuery(shopRequestsQueryOptions(input));
