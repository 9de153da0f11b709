import { Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useLandingPage } from '~/features/membership/api/get-landing-page';
import { useCurrentPartner } from '~/features/membership/hooks/use-partner-id';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /subscriptions: the plans screen and the subscription modal are the subscriptions engineer's (issue 26 §3); until
 * they land this page says where the member is. The join banner and choose-plan link here.
 */
export const handle: RouteHandle = { title: 'Plans' };

export const meta = handleMeta;

export default function SubscriptionsPage() {
  const landing = useLandingPage(useCurrentPartner().partnerId);
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1}>Plans</Title>
        {landing.data ? <Text>Join {landing.data.partnerConfig.plusBranding}: the plans and the join form come here.</Text> : <Loader aria-label="Loading" />}
      </Stack>
    </Container>
  );
}
