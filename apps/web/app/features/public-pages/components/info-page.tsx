import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The frame of a public information page (docs/product/public-pages.md): the fluid container every public page
 * uses (spec 000 §2), its one h1, a lead paragraph, then its sections.
 */
export function InfoPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 32, sm: 56 }}>
      <Stack gap="xl" maw={880}>
        <Stack gap="xs">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {title}
          </Title>
          <Text c="dimmed" size="lg">
            {lead}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** One section of a page: its h2 and its paragraphs. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A bulleted list of short statements. */
export function InfoList({ items }: { items: readonly ReactNode[] }) {
  return (
    <List spacing={4}>
      {items.map((item, index) => (
        // Fixed text in a fixed order: the position is its identity.
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}

/** A link to another page of the app, in running text. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} underline="always">
      {children}
    </Anchor>
  );
}
