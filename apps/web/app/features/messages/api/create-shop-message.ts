import { messagesEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { messagesKey } from './list-message-threads';

/** POST /locations/:locationId/message-threads/:threadId/messages (shop API): the shop answers. */
export async function createShopMessage({ locationId, threadId, body }: { locationId: string; threadId: string; body: string }) {
  return api.call(messagesEndpoints.createShopMessage, { params: { locationId, threadId }, body: { body } });
}

export function useCreateShopMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createShopMessage, onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }) });
}
