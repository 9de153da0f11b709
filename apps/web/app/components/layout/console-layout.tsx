import { Box, Container, Group, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useAppStartStatus } from '~/lib/app-start';
import { type StoredUser, useCurrentUser } from '~/lib/store';
import { NotFoundPage } from './not-found-page';
import { PageLoader } from './page-loader';

export interface ConsoleSection {
  label: string;
  /** The section's page (href()); it is current on that page and the pages under it. */
  to: string;
}

export interface ConsoleLayoutProps {
  /** The console's name, over its side nav: "Admin", "Staff". */
  title: string;
  sections: readonly ConsoleSection[];
  /** Who may see the console; the API checks the same role on every call (ADR 078). */
  allows: (user: StoredUser) => boolean;
  children: ReactNode;
}

/** Whether `section` is the one the person is in: its page, or a page under it (the console's home only on itself). */
export function isCurrentSection(section: ConsoleSection, pathname: string, home: string): boolean {
  const here = pathname.replace(/\/+$/, '') || '/';
  return section.to === home ? here === home : here === section.to || here.startsWith(`${section.to}/`);
}

/**
 * The operations consoles' frame (docs/product/operations.md, ADR 078): a side nav of the console's sections (a row
 * of links above the page on narrow screens) beside the section's page. Anyone signed in without the console's role
 * gets the 404 page, as if it did not exist; guests are sent to sign in by the app's guard first.
 */
export function ConsoleLayout({ title, sections, allows, children }: ConsoleLayoutProps) {
  const user = useCurrentUser();
  const started = useAppStartStatus((state) => state.status === 'done');
  const { pathname } = useLocation();
  if (!user) return <PageLoader />;
  // Until app start has checked the stored profile, its roles are a guess: wait rather than flash a 404.
  if (!allows(user)) return started ? <NotFoundPage /> : <PageLoader />;
  const home = sections[0]?.to ?? '';
  const links = sections.map((section) => {
    const active = isCurrentSection(section, pathname, home);
    return (
      <NavLink
        key={section.to}
        component={Link}
        to={section.to}
        label={section.label}
        active={active}
        aria-current={active ? 'page' : undefined}
        variant="light"
        style={{ borderRadius: 8 }}
        w={{ base: 'auto', md: '100%' }}
      />
    );
  });
  return (
    <Container size="xl" px="md" py={{ base: 16, sm: 32 }}>
      <Box display={{ base: 'block', md: 'flex' }} style={{ gap: 32, alignItems: 'flex-start' }}>
        <Box component="nav" aria-label={`${title} sections`} w={{ base: '100%', md: 220 }} style={{ flexShrink: 0 }}>
          <Text fw={700} tt="uppercase" fz="xs" c="dimmed" mb="xs">
            {title}
          </Text>
          <Box hiddenFrom="md">
            <ScrollArea type="auto" offsetScrollbars>
              <Group gap={4} wrap="nowrap" pb="xs">
                {links}
              </Group>
            </ScrollArea>
          </Box>
          <Stack gap={2} visibleFrom="md">
            {links}
          </Stack>
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
      </Box>
    </Container>
  );
}

/** A console page's heading and its lead line. */
export function ConsoleHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      {lead && <Text c="dimmed">{lead}</Text>}
    </Stack>
  );
}
