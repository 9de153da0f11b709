import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageBreadcrumbs } from '~/components/ui/page-breadcrumbs';
import { PlainText } from '~/components/ui/plain-text';
import type { Crumb } from '~/lib/public-page';

/** Mantine's `maw="48rem"`. */
const INTRO = { maxWidth: 'calc(48rem * var(--mantine-scale))' } as const;

/** The top of a maintenance page: its breadcrumbs, its one h1, and a short paragraph saying what it holds. */
export function PageIntro({ crumbs, title, children }: { crumbs: readonly Crumb[]; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <PageBreadcrumbs crumbs={crumbs} />
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <PlainText style={INTRO}>{children}</PlainText>
    </Stack>
  );
}
