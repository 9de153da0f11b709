import { CloseButton, Container, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, href } from 'react-router';
import type { RouteHandle } from '~/lib/route-handle';
import { useCurrentUser } from '~/lib/store';
import { LoggedOutNav } from './logged-out-nav';
import { Logo } from './logo';

// Only signed-in users need the user menu (and the API client behind Logout): kept out of the first page.
const SignedInNav = lazy(() => import('./signed-in-nav'));

export interface AppHeaderProps {
  handle: Pick<RouteHandle, 'hideNavLinks' | 'closeButton'>;
}

/**
 * The navbar: logo; then a close button (close-button routes), nothing (routes hiding nav
 * links), the signed-in nav (a user in the store) or the guest nav.
 */
export function AppHeader({ handle }: AppHeaderProps) {
  const user = useCurrentUser();
  let nav = null;
  if (handle.closeButton) {
    nav = <CloseButton component={Link} to={user ? href('/dashboard') : href('/')} size="lg" aria-label="Close" />;
  } else if (!handle.hideNavLinks) {
    nav = user ? (
      <Suspense fallback={null}>
        <SignedInNav user={user} />
      </Suspense>
    ) : (
      <LoggedOutNav />
    );
  }
  return (
    <Container size="lg" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Logo />
        {nav}
      </Group>
    </Container>
  );
}
