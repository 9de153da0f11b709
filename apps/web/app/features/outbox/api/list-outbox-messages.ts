import type { OutboxQuery } from '@pitstop/contracts';
import { outboxEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/**
 * The email and text messages this server kept instead of sending them, newest first (ADR 018): anyone may read
 * them on a server running on this machine, admins elsewhere; everyone else is answered 404.
 */
export async function listOutboxMessages(query: OutboxQuery, signal?: AbortSignal) {
  const { data } = await api.call(outboxEndpoints.listOutboxMessages, { query, signal });
  return data;
}

export type OutboxMessage = Awaited<ReturnType<typeof listOutboxMessages>>[number];

/** Someone is waiting for a message: always asked afresh. */
export const outboxMessagesQueryOptions = (query: OutboxQuery) =>
  queryOptions({
    queryKey: ['outbox', 'messages', query],
    queryFn: ({ signal }) => listOutboxMessages(query, signal),
    staleTime: 0,
  });

export const useOutboxMessages = (query: OutboxQuery) => useQuery(outboxMessagesQueryOptions(query));
