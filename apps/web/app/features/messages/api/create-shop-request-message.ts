import { messagesEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { messagesKey } from './list-message-threads';

/** POST /locations/:locationId/requests/:requestId/messages (shop API): the shop writes to a request's customer. */
export async function createShopRequestMessage({ locationId, requestId, body }: { locationId: string; requestId: string; body: string }) {
  return api.call(messagesEndpoints.createShopRequestMessage, { params: { locationId, requestId }, body: { body } });
}

export function useCreateShopRequestMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createShopRequestMessage, onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }) });
}
