import { Container, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageBreadcrumbs } from '~/components/ui/page-breadcrumbs';
import type { Crumb } from '~/lib/public-page';
import { Heading } from './heading';

/**
 * The frame of the auto-repair index and state pages: the trail, the one h1, a lead, the zip search (composed by the
 * route) and the page's list of places.
 */
export function PlacePage({
  crumbs,
  title,
  lead,
  zipSearch,
  listTitle,
  children,
}: {
  crumbs: readonly Crumb[];
  title: string;
  lead: string;
  zipSearch: ReactNode;
  listTitle: string;
  children: ReactNode;
}) {
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 24, sm: 40 }}>
      <Stack gap="xl">
        <Stack gap="sm">
          <PageBreadcrumbs crumbs={crumbs} />
          <Heading order={1} size="title">
            {title}
          </Heading>
          <Text c="dimmed" maw={720}>
            {lead}
          </Text>
        </Stack>
        <Stack gap="xs" maw={420} component="section" aria-labelledby="zip-search-title">
          <Heading order={2} size="lg" id="zip-search-title">
            Find shops near you
          </Heading>
          {zipSearch}
        </Stack>
        <Stack gap="md" component="section" aria-labelledby="places-title">
          <Heading order={2} size="xl" id="places-title">
            {listTitle}
          </Heading>
          {children}
        </Stack>
      </Stack>
    </Container>
  );
}
