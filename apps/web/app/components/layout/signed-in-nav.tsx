import { useMessageThreads } from '~/features/messages/api/list-message-threads';
import { useLiveMessages } from '~/features/messages/hooks/use-live-messages';
import { QueryProvider } from '~/lib/query-provider';
import { signOut } from '~/lib/sign-out';
import { type StoredUser, useAppStore } from '~/lib/store';
import { LoggedInNav } from './logged-in-nav';

/**
 * The signed-in nav wired to the session (loaded on demand by the header): the user's messages are kept live
 * here, on every page, while signed in and not paywalled (docs/product/messages.md).
 */
export default function SignedInNav({ user }: { user: StoredUser }) {
  return (
    <QueryProvider>
      <LiveNav user={user} />
    </QueryProvider>
  );
}

function LiveNav({ user }: { user: StoredUser }) {
  const paywalled = useAppStore((state) => state.partner?.paywalled === true);
  const threads = useMessageThreads({ enabled: !paywalled });
  useLiveMessages({ enabled: !paywalled });
  return <LoggedInNav user={user} unreadCount={threads.data?.unreadCount} onLogout={() => void signOut()} />;
}
