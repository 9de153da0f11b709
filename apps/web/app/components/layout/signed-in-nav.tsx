import { Suspense, lazy, useState } from 'react';
import { signOut } from '~/lib/sign-out';
import { type StoredUser, useAppStore } from '~/lib/store';
import { LoggedInNav } from './logged-in-nav';

// Its own chunk: the live messages bring TanStack Query and the API client (ADR 063).
const MessagesLive = lazy(() => import('~/features/messages/components/messages-live'));

/**
 * The signed-in nav wired to the session (loaded on demand by the header): the user's messages are kept live
 * on every page while signed in and not paywalled (docs/product/messages.md), the unread count beside Messages.
 */
export default function SignedInNav({ user }: { user: StoredUser }) {
  const paywalled = useAppStore((state) => state.partner?.paywalled === true);
  const [unread, setUnread] = useState<number>();
  return (
    <>
      <LoggedInNav user={user} unreadCount={unread} onLogout={() => void signOut()} />
      {!paywalled && (
        <Suspense fallback={null}>
          <MessagesLive onUnread={setUnread} />
        </Suspense>
      )}
    </>
  );
}
