import { messagesEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { messagesKey } from './list-message-threads';

/** GET /v3/message_thread?thread_id=…: the latest page of one conversation, oldest first. */
export async function getMessageThread(threadId: string, signal?: AbortSignal) {
  const { data, meta } = await api.call(messagesEndpoints.getMessageThread, { query: { threadId, maxPerPage: 100 }, signal });
  return { messages: data, count: meta.count, syncToken: meta.syncToken, thread: meta.thread };
}

export type MessagePageView = Awaited<ReturnType<typeof getMessageThread>>;

export const messageThreadQueryOptions = (threadId: string) =>
  queryOptions({ queryKey: [...messagesKey, 'thread', threadId], queryFn: ({ signal }) => getMessageThread(threadId, signal) });

export const useMessageThread = (threadId: string | null) => useQuery({ ...messageThreadQueryOptions(threadId ?? ''), enabled: threadId !== null });
