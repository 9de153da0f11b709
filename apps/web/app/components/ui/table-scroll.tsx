import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroll on a narrow screen, without Mantine's ScrollArea (and the ~18 KB it brings to a
 * public page's first load): a native overflow box, focusable and named so a keyboard can scroll it.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}
