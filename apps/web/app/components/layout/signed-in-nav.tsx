import { Group } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { signOut } from '~/lib/sign-out';
import { type StoredUser, useAppStore } from '~/lib/store';
import { LoggedInNav } from './logged-in-nav';

// Its own chunk: the live messages bring TanStack Query and the API client (ADR 063).
const MessagesLive = lazy(() => import('~/features/messages/components/messages-live'));
// So does the global search, fetched only for a user who has made a request (ADR 066).
const GlobalSearch = lazy(() => import('~/features/search/components/global-search'));

/**
 * The signed-in nav wired to the session (loaded on demand by the header): the global search for a user with
 * service requests (spec 001 §2; the header shows no nav on the invite page or a close-button route, so no search
 * either; docs/product/search.md); the user's messages kept live on every page while signed in and not paywalled
 * (docs/product/messages.md), the unread count beside Messages.
 */
export default function SignedInNav({ user }: { user: StoredUser }) {
  const paywalled = useAppStore((state) => state.partner?.paywalled === true);
  const [unread, setUnread] = useState<number>();
  return (
    <Group gap="md" wrap="nowrap">
      {user.hasServiceRequests && (
        <Suspense fallback={null}>
          <GlobalSearch />
        </Suspense>
      )}
      <LoggedInNav user={user} unreadCount={unread} onLogout={() => void signOut()} />
      {!paywalled && (
        <Suspense fallback={null}>
          <MessagesLive onUnread={setUnread} />
        </Suspense>
      )}
    </Group>
  );
}
