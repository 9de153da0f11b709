import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Link, href } from 'react-router';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/** /429 (docs/product/errors-and-validation.md): where the API client sends the user after an HTTP 429. Navigation is hidden. */
export const handle: RouteHandle = { public: true, hideNavLinks: true, title: 'Too many requests' };

export const meta = handleMeta;

export default function RateLimited() {
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="yellow">
          <IconHourglassHigh size={34} aria-hidden="true" />
        </ThemeIcon>
        <Title order={1}>Too many requests</Title>
        <Text c="dimmed" size="lg" maw={460}>
          We received more requests from your connection than we can answer right now. Please wait a minute, then try
          again.
        </Text>
        <Button component={Link} to={href('/')} size="md" mt="sm">
          Back to the home page
        </Button>
      </Stack>
    </Container>
  );
}
