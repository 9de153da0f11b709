import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messagesKey } from '../api/list-message-threads';
import { streamUserEvents } from '../api/stream-user-events';

/** Wait before trying the stream again after its n-th failure in a row: 15 s, 30 s, then every minute. */
const retryDelay = (failures: number) => Math.min(60_000, 15_000 * 2 ** (failures - 1));

/**
 * Keeps the user's messages current while signed in (docs/product/messages.md): the user's live stream makes every
 * messages query (the navbar's unread count among them) read again the moment a message arrives or a thread is
 * read elsewhere. When the stream breaks it is tried again later; meanwhile the 10-minute poll of the threads
 * (spec 001 §4) is the fallback.
 */
export function useLiveMessages({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: messagesKey });
    const connect = () => {
      streamUserEvents({
        signal: controller.signal,
        onOpen: () => {
          // Caught up once on each (re)open: what came while the stream was closed.
          if (failures > 0) refresh();
          failures = 0;
        },
        onEvent: refresh,
      })
        .catch(() => undefined)
        .finally(() => {
          if (controller.signal.aborted) return;
          failures += 1;
          retry = setTimeout(connect, retryDelay(failures));
        });
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [enabled, queryClient]);
}
