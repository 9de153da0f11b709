import { Button, List, Stack, Text } from '@mantine/core';
import { Link, Navigate, href } from 'react-router';
import { AuthPage } from '~/features/accounts/components/auth-page';
import { useSubscriptionCheck } from '~/features/membership/api/check-subscription';
import { useCurrentPartner } from '~/features/membership/hooks/use-partner-id';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useBrandName } from '~/lib/runtime-config';
import { useCurrentUser } from '~/lib/store';

/**
 * /sign-up/success (docs/product/accounts.md): requires login; someone with a current subscription goes on to
 * /dashboard (spec 001 §2), asked as the partner of the page (ADR 060).
 */
export const handle: RouteHandle = { title: 'Welcome' };

export const meta = handleMeta;

export default function SignUpSuccess() {
  const user = useCurrentUser();
  const brand = useBrandName();
  const member = useSubscriptionCheck(useCurrentPartner().partnerId).data?.result === true;
  const name = user?.firstName?.trim();
  if (member) return <Navigate to={href('/dashboard')} replace />;
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
