import { messagesEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { messagesKey } from './list-message-threads';

/** GET /locations/:locationId/message-threads (shop API): the location's conversations with customers. */
export async function listShopMessageThreads(locationId: string, signal?: AbortSignal) {
  return api.call(messagesEndpoints.listShopMessageThreads, { params: { locationId }, signal });
}

export const shopMessageThreadsQueryOptions = (locationId: string) =>
  queryOptions({ queryKey: [...messagesKey, 'shop', locationId, 'threads'], queryFn: ({ signal }) => listShopMessageThreads(locationId, signal) });

export const useShopMessageThreads = (locationId: string) => useQuery(shopMessageThreadsQueryOptions(locationId));
