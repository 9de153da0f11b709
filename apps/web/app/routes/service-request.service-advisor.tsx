import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, href } from 'react-router';
import { ServiceAdvisorChat } from '~/features/catalog/components/service-advisor-chat';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useAppStore } from '~/lib/store';

/** /service-request/service-advisor (docs/product/assistant.md). */
export const handle: RouteHandle = { public: true, title: 'Conversation Started', stepBar: 'onramp', step: 'service-advisor' };

export const meta = handleMeta;

export default function ServiceAdvisor() {
  const chosen = useAppStore((state) => state.onrampCart.services.length);
  return (
    <Container size="sm" px="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Describe the problem
          </Title>
          <Text c="dimmed">Our service advisor suggests the services that fit what you describe.</Text>
        </div>
        <ServiceAdvisorChat />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {chosen === 1 ? '1 service chosen' : `${chosen} services chosen`}
          </Text>
          <Button component={Link} to={href('/service-request/services/service')} variant={chosen > 0 ? 'filled' : 'default'}>
            {chosen > 0 ? 'Continue with these services' : 'Back to services'}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
