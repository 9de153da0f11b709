import { messagesEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { messagesKey } from './list-message-threads';

/** PUT /v3/message_threads/{id}: the user has read the conversation; the counts fall (the navbar's too). */
export async function markMessageThreadRead(threadId: string) {
  return (await api.call(messagesEndpoints.markMessageThreadRead, { params: { id: threadId } })).data;
}

export function useMarkMessageThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageThreadRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...messagesKey, 'threads'] }),
  });
}
