import { messagesEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { messagesKey } from './list-message-threads';

/** PUT /locations/:locationId/message-threads/:threadId/read (shop API). */
export async function markShopMessageThreadRead({ locationId, threadId }: { locationId: string; threadId: string }) {
  return api.call(messagesEndpoints.markShopMessageThreadRead, { params: { locationId, threadId } });
}

export function useMarkShopMessageThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markShopMessageThreadRead,
    onSuccess: (_thread, { locationId }) => queryClient.invalidateQueries({ queryKey: [...messagesKey, 'shop', locationId, 'threads'] }),
  });
}
