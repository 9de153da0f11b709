import { Anchor, Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useRuntimeConfig } from '~/lib/runtime-config';

/** /contact and /contact-us, labelled Help (spec 000 §2 information pages): how to reach support. */
export const handle: RouteHandle = { public: true, title: 'Help' };

export const meta = handleMeta;

export default function Contact() {
  const { brandName, contactPhone, supportEmail } = useRuntimeConfig();
  return (
    <Container fluid px={{ base: 'md', sm: 'xl' }} py={{ base: 32, sm: 64 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>How can we help?</Title>
          <Text c="dimmed" size="lg">
            Questions about a request, an offer, a booking or your account: the {brandName} team answers by phone and by
            email.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="xs">
              <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
                <IconPhone size={24} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                Call us
              </Title>
              <Anchor href={`tel:${contactPhone.number}`} fz="xl" fw={700}>
                {contactPhone.formatted}
              </Anchor>
            </Stack>
          </Paper>
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="xs">
              <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
                <IconMail size={24} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                Email us
              </Title>
              <Anchor href={`mailto:${supportEmail}`} fz="xl" fw={700} style={{ overflowWrap: 'anywhere' }}>
                {supportEmail}
              </Anchor>
            </Stack>
          </Paper>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
