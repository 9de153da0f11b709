import { useEffect, useInsertionEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (a guarded page shows the loading shell first). */
const HEADING_WAIT_MS = 10_000;

/**
 * After a client navigation to another path, focus moves to the new page's heading (its first h1, else the main
 * region), so a screen reader reads the new page and the next Tab starts there — not on the body, where the old
 * page's focused link vanished (docs/product/keyboard-and-focus.md). Left alone: the first page load (the browser's own start), a change of
 * the query or hash only, and a page that focused something itself (an autofocused field). The heading gets
 * tabindex=-1 to take focus without joining the tab order; preventScroll, so scroll restoration stays in charge.
 */
export function useFocusOnNavigation(mainId: string) {
  const { pathname } = useLocation();
  // The path at which the element now focused took focus: a field the new page focused itself took it at the new
  // path, the link that navigated at the old. The path is taken before the new page's DOM is attached (an insertion
  // effect runs before React's autoFocus, which runs as the page's elements mount; a layout effect would run after).
  const mounting = useRef(true);
  const path = useRef(pathname);
  const focusedAt = useRef<{ element: Element; path: string } | null>(null);
  useInsertionEffect(() => {
    path.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const record = (event: FocusEvent) => {
      if (event.target instanceof Element) focusedAt.current = { element: event.target, path: path.current };
    };
    document.addEventListener('focusin', record);
    return () => document.removeEventListener('focusin', record);
  }, []);

  useEffect(() => {
    // The page it mounts on is the first (its code loads with the first page).
    if (mounting.current) {
      mounting.current = false;
      return;
    }
    const root = document.getElementById(mainId);
    if (!root) return;
    const pageChoseFocus = () => {
      const now = document.activeElement;
      return (
        !!now && now !== document.body && root.contains(now) && focusedAt.current?.element === now && focusedAt.current.path === pathname
      );
    };
    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!pageChoseFocus()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    // The page's heading is not there yet (the guard's loading shell, a lazily loaded page): wait for it.
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      if (!pageChoseFocus()) root.focus({ preventScroll: true });
    }, HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);
}

/**
 * The hook as a component, among the frame's parts that load as the first page hydrates (layout/late-frame.tsx): it
 * acts from the second page on, so its code stays out of the landing page's JavaScript (ADR 008's budget).
 */
export function FocusOnNavigation({ mainId }: { mainId: string }) {
  useFocusOnNavigation(mainId);
  return null;
}
