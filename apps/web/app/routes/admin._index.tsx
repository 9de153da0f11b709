import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ConsoleHeading } from '~/components/layout/console-layout';
import { ADMIN_SECTIONS } from '~/components/layout/console-sections';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'Admin' };
export const meta = handleMeta;

/** /admin: the console's sections, one card each. */
export default function AdminHome() {
  return (
    <>
      <ConsoleHeading title="Admin" lead="Find and fix what customers and shops need. Every action is recorded in the audit log." />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {ADMIN_SECTIONS.slice(1).map((section) => (
          <Card key={section.to} withBorder radius="lg" padding="lg">
            <Anchor component={Link} to={section.to} fw={700} fz="lg">
              {section.label}
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
      <Text c="dimmed" size="sm" mt="lg">
        Signed in as an administrator.
      </Text>
    </>
  );
}
