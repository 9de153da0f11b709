import { Button, List, Stack, Text } from '@mantine/core';
import { Link, href } from 'react-router';
import { AuthPage } from '~/features/accounts/components/auth-page';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useBrandName } from '~/lib/runtime-config';
import { useCurrentUser } from '~/lib/store';

/**
 * /sign-up/success (docs/product/accounts.md): requires login. (Its redirect for users with an active
 * subscription arrives with subscriptions.)
 */
export const handle: RouteHandle = { title: 'Welcome' };

export const meta = handleMeta;

export default function SignUpSuccess() {
  const user = useCurrentUser();
  const brand = useBrandName();
  const name = user?.firstName?.trim();
  return (
    <AuthPage title={name ? `Welcome to ${brand}, ${name}!` : `Welcome to ${brand}!`} subtitle="Your account is ready.">
      <Stack gap="md">
        <Text>Here is what you can do next:</Text>
        <List spacing="xs">
          <List.Item>Tell us what your car needs and get upfront offers from shops near you.</List.Item>
          <List.Item>Compare prices, ratings and times, then book online.</List.Item>
          <List.Item>Earn rewards on every booking and when friends join with your invite link.</List.Item>
        </List>
        <Button component={Link} to={href('/dashboard')} size="md" fullWidth>
          Go to my dashboard
        </Button>
      </Stack>
    </AuthPage>
  );
}
