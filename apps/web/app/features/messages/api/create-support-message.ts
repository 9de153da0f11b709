import { messagesEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { messagesKey } from './list-message-threads';

/** POST /v3/admin/users/:userId/support_messages: support writes to a customer in their support thread (ADR 078). */
export async function createSupportMessage({ userId, body }: { userId: string; body: string }) {
  return (await api.call(messagesEndpoints.createSupportMessage, { params: { userId }, body: { body } })).data;
}

export function useCreateSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSupportMessage, onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }) });
}
