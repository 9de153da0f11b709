import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { GENERIC_FAILURE_TEXT } from '@pitstop/contracts/common/errors';
import { Link, href, isRouteErrorResponse } from 'react-router';

/**
 * What the root error boundary shows (root.tsx): 'Page not found' for a 404, the spec's generic failure text
 * otherwise. Loaded on demand: the error texts module is then no part of the first page's JavaScript.
 */
export default function RouteError({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page not found' : GENERIC_FAILURE_TEXT;
  return (
    <Container size="sm" py={80}>
      <title>{title}</title>
      <Stack align="flex-start" gap="md">
        <Title order={1}>{title}</Title>
        {isRouteErrorResponse(error) && !notFound && (
          <Text c="dimmed">
            {error.status} {error.statusText}
          </Text>
        )}
        <Button component={Link} to={href('/')} reloadDocument>
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
