import { MESSAGE_POLL_MS } from '@pitstop/contracts';
import { messagesEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, api } from '~/lib/api-client';

/** Every messages query starts here: an event of the user's stream makes them all read again. */
export const messagesKey = ['messages'] as const;

/** GET /v3/message_threads: the user's conversations, latest first, and the unread count over them. */
export async function listMessageThreads(signal?: AbortSignal, client: ApiClient = api) {
  const { data, meta } = await client.call(messagesEndpoints.listMessageThreads, { signal });
  return { threads: data, unreadCount: meta.unreadCount };
}

export type MessageThreadsView = Awaited<ReturnType<typeof listMessageThreads>>;
export type MessageThreadView = MessageThreadsView['threads'][number];

export const messageThreadsQueryOptions = (client: ApiClient = api) =>
  queryOptions({ queryKey: [...messagesKey, 'threads'], queryFn: ({ signal }) => listMessageThreads(signal, client) });

/** Read again every 10 minutes while signed in (spec 001 §4), and at once when the live stream says so. */
export const useMessageThreads = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...messageThreadsQueryOptions(), enabled, refetchInterval: MESSAGE_POLL_MS });
