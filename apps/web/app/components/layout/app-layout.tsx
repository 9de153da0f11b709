import { Box } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router';
import { useRouteGuard } from '~/lib/route-guard';
import { useRouteHandle } from '~/lib/route-handle';
import { AlertsList } from './alerts-list';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';
import { PageLoader } from './page-loader';

// Static links below every page, and focus after a navigation (late-frame.tsx): in the server's HTML like the rest,
// their code loads after the first page's and hydrates late (as the landing sections do, ADR 008).
const LateFrame = lazy(() => import('./late-frame'));
// One element for every render of the frame. The frame re-renders as the app starts (the store's hydration), often
// before the footer's code has arrived; a new element would be an update of the footer's not-yet-hydrated server
// HTML, which React answers by dropping that HTML and showing the fallback until the code loads: the page lost its
// footer for a moment and a scrolled page jumped to the top (the flaky "new pages start at the top" e2e test).
const footer = (
  <Suspense fallback={null}>
    <LateFrame />
  </Suspense>
);

/**
 * The page frame: a fixed navbar, the alerts and the main slot, the
 * footer. The current route's handle decides what shows: `hideNavLinks` (logo only), `closeButton`,
 * `hideMainSlot`. The guards (lib/route-guard.ts) decide whether the page shows or the loading shell while
 * the user is sent elsewhere. Built from Mantine primitives rather than AppShell, whose navbar/aside machinery (and
 * react-remove-scroll) would cost the landing page 9 KB of its 150 KB budget (docs/decisions). A skip link leads past
 * the navigation, and after a navigation focus moves to the new page's heading (lib/focus-on-navigation.ts).
 */
export default function AppLayout() {
  const handle = useRouteHandle();
  const guard = useRouteGuard(handle);
  return (
    <div className={classes.frame}>
      {/* The first Tab of every page: past the navigation to the page itself (docs/product/keyboard-and-focus.md). */}
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <header className={classes.header}>
        <AppHeader handle={handle} />
      </header>
      <main id="main" tabIndex={-1} className={classes.main}>
        <AlertsList />
        {/* Hidden, not unmounted: a route that hides the slot may still show content in a portal (modal). */}
        <Box hidden={handle.hideMainSlot}>
          {guard.kind === 'render' ? <Outlet /> : <PageLoader />}
        </Box>
      </main>
      {footer}
    </div>
  );
}
