import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import type { NavItem } from './nav-item';

// Counts (unread messages) show to signed-in users only: the landing page never loads the badge.
const CountBadge = lazy(() => import('./count-badge'));

/** Props that make a Mantine component a link: a router link, or a new-tab anchor for external items. */
export const linkProps = (item: NavItem) =>
  (item.external
    ? { component: 'a', href: item.to, target: '_blank', rel: 'noopener noreferrer' }
    : { component: Link, to: item.to }) as { component: typeof Link; to: string };

/** A count beside a link's label (e.g. unread messages). */
export function NavCount({ value }: { value: number | undefined }) {
  if (!value) return null;
  return (
    <Suspense fallback={null}>
      <CountBadge value={value} />
    </Suspense>
  );
}
