import { messagesEndpoints } from '@pitstop/contracts/endpoints';
import { createParser } from 'eventsource-parser';
import { api } from '~/lib/api-client';

export type UserEvent = { type: 'message' | 'read'; threadId: string };

/**
 * Reads the user's live stream (GET /v3/users/events) until the server ends it (resolves) or it breaks (rejects);
 * aborting the signal closes it. Through the API client, which sends the bearer token (EventSource cannot).
 */
export async function streamUserEvents({ signal, onOpen, onEvent }: { signal: AbortSignal; onOpen: () => void; onEvent: (event: UserEvent) => void }) {
  const body = await api.open(messagesEndpoints.streamUserEvents, { signal });
  onOpen();
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (event !== 'message' && event !== 'read') return;
      try {
        const parsed = JSON.parse(data) as { thread_id?: unknown };
        if (typeof parsed.thread_id === 'string') onEvent({ type: event, threadId: parsed.thread_id });
      } catch {
        // An event this page cannot read: the next poll catches up.
      }
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}
