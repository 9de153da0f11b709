import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, href } from 'react-router';

/** The app's 404 page: unknown paths (routes/not-found.tsx), and pages whose data the server answers 404. */
export function NotFoundPage() {
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 48, sm: 96 }}>
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
