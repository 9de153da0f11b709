import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A heading of the auto-repair pages: Mantine's Text as h1–h3 (already in the frame), not Title, a chunk of its own
 * the city page's budget has no room for (ADR 071).
 */
export function Heading({ order, id, children, ...props }: TextProps & { order: 1 | 2 | 3; id?: string; children: ReactNode }) {
  return (
    <Text component={`h${order}`} id={id} fw={700} lh={1.25} {...props}>
      {children}
    </Text>
  );
}
