import type { ReactNode } from 'react';
import classes from './auto-repair.module.css';

/**
 * A heading of the auto-repair pages: a plain h1–h3 with Mantine's Text look (bold, line height 1.25), sized
 * `title` (the page's, 26 px then 34 px from `sm`), `xl` or `lg`. Not Title, a chunk of its own the city page's
 * budget has no room for (ADR 071), nor Text, whose cost a page of shop cards paid on every render (ADR 076).
 */
export function Heading({ order, size, id, children }: { order: 1 | 2 | 3; size: 'title' | 'xl' | 'lg'; id?: string; children: ReactNode }) {
  const Tag = `h${order}` as const;
  return (
    <Tag id={id} className={classes.heading} data-size={size}>
      {children}
    </Tag>
  );
}

/** The width of a page's lead paragraph under its h1: Mantine's `maw={720}`. */
export const LEAD = { maxWidth: 'calc(45rem * var(--mantine-scale))' } as const;
