import { useEffect } from 'react';
import { QueryProvider } from '~/lib/query-provider';
import { useMessageThreads } from '../api/list-message-threads';
import { useLiveMessages } from '../hooks/use-live-messages';

/**
 * The signed-in frame's messages (docs/product/messages.md): keeps the user's live stream open and the threads
 * polled, and tells the navbar the unread count. Loaded on its own by the navbar, so that TanStack Query and the
 * API client stay out of the navbar's chunk and its list of files (the landing page's budget).
 */
export default function MessagesLive({ onUnread }: { onUnread: (count: number | undefined) => void }) {
  return (
    <QueryProvider>
      <Live onUnread={onUnread} />
    </QueryProvider>
  );
}

function Live({ onUnread }: { onUnread: (count: number | undefined) => void }) {
  const threads = useMessageThreads();
  useLiveMessages({ enabled: true });
  const count = threads.data?.unreadCount;
  useEffect(() => onUnread(count), [count, onUnread]);
  return null;
}
