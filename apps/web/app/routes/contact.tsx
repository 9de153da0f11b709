import { Anchor, Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useRuntimeConfig } from '~/lib/runtime-config';

/** /contact and /contact-us, labelled Help: how to reach support. */
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
            Questions about a request, an offer, a booking or your account: the {brandName} team answers
            {contactPhone ? ' by phone and by email.' : ' by email.'}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: contactPhone ? 2 : 1 }} spacing="lg">
          {/* A phone number only when the deployment has one (SUPPORT_PHONE): never a number nobody answers. */}
          {contactPhone && (
            <ContactWay icon={<IconPhone size={24} />} title="Call us" href={`tel:${contactPhone.number}`}>
              {contactPhone.formatted}
            </ContactWay>
          )}
          <ContactWay icon={<IconMail size={24} />} title="Email us" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </ContactWay>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

/** One way to reach support: its icon, what it is, and the link that does it. */
function ContactWay({ icon, title, href, children }: { icon: ReactNode; title: string; href: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="xs">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Anchor href={href} fz="xl" fw={700} style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Anchor>
      </Stack>
    </Paper>
  );
}
