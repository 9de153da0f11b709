import { Badge } from '@mantine/core';
import { Link } from 'react-router';
import type { NavItem } from './nav-item';

/** Props that make a Mantine component a link: a router link, or a new-tab anchor for external items. */
export const linkProps = (item: NavItem) =>
  (item.external
    ? { component: 'a', href: item.to, target: '_blank', rel: 'noopener noreferrer' }
    : { component: Link, to: item.to }) as { component: typeof Link; to: string };

/** A count beside a link's label (e.g. unread messages). */
export function NavCount({ value }: { value: number | undefined }) {
  if (!value) return null;
  return (
    <Badge size="sm" circle={value < 10} aria-label={`${value} unread`}>
      {value}
    </Badge>
  );
}
