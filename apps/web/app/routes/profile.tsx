import { Container, Stack, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { ProfileNav } from '~/features/accounts/components/profile-nav';
import type { RouteHandle } from '~/lib/route-handle';

/** /profile (docs/product/accounts.md): the subpages under one heading and their navigation. */
export const handle: RouteHandle = { title: 'Profile' };

export default function ProfileLayout() {
  return (
    <Container size="md" px="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Your profile
        </Title>
        <ProfileNav />
        <Outlet />
      </Stack>
    </Container>
  );
}
