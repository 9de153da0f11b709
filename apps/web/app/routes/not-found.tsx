import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { data, href, Link } from 'react-router';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/** Any unknown path (spec 000 §2): the 404 page, answered with HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const handle: RouteHandle = { public: true, title: 'Page not found' };

export const meta = handleMeta;

export default function NotFound() {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <Text fw={800} fz={72} lh={1} c="teal.9" aria-hidden="true">
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed" size="lg" maw={460}>
          We couldn&apos;t find the page you were looking for. It may have moved, or the address may be mistyped.
        </Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to={href('/')} size="md">
            Go to the home page
          </Button>
          <Button component={Link} to={`${href('/')}#how-it-works`} size="md" variant="default">
            See how it works
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
