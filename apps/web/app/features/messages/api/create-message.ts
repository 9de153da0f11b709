import type { NewMessage } from '@pitstop/contracts';
import { messagesEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { messagesKey } from './list-message-threads';

/** POST /v3/messages: into a thread, or the first message of a request's, a visit's or support's thread. */
export async function createMessage(input: NewMessage) {
  return (await api.call(messagesEndpoints.createMessage, { body: input })).data;
}

export function useCreateMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMessage, onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }) });
}
