import { Badge } from '@mantine/core';

/** The badge of `NavCount` (nav-links.tsx), loaded with the first count shown. */
export default function CountBadge({ value }: { value: number }) {
  return (
    <Badge size="sm" circle={value < 10} aria-label={`${value} unread`}>
      {value}
    </Badge>
  );
}
