import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageBreadcrumbs } from '~/components/ui/page-breadcrumbs';
import { PlainText } from '~/components/ui/plain-text';
import type { PublicHead } from '~/lib/public-page';

/** The frame of a repair-cost page: the fluid container, the breadcrumbs, the one h1 and its lead. */
export function RepairCostFrame({ head, title, lead, children }: { head: PublicHead; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 20, sm: 32 }}>
      <Stack gap="lg" maw={960}>
        <PageBreadcrumbs crumbs={head.breadcrumbs} />
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {title}
          </Title>
          {lead ? <PlainText dimmed>{lead}</PlainText> : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
