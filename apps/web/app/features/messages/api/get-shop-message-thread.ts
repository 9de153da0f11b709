import { messagesEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { messagesKey } from './list-message-threads';

/** GET /locations/:locationId/message-threads/:threadId (shop API): the latest page of one conversation. */
export async function getShopMessageThread(locationId: string, threadId: string, signal?: AbortSignal) {
  return api.call(messagesEndpoints.getShopMessageThread, { params: { locationId, threadId }, query: { maxPerPage: 100 }, signal });
}

export const useShopMessageThread = (locationId: string, threadId: string | null) =>
  useQuery({
    queryKey: [...messagesKey, 'shop', locationId, 'thread', threadId],
    queryFn: ({ signal }) => getShopMessageThread(locationId, threadId ?? '', signal),
    enabled: threadId !== null,
  });
