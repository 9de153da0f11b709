import { Alert, Anchor, Card, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { href, useNavigate } from 'react-router';
import { useFeature } from '~/features/catalog/api/list-features';
import { usePartnerOffers } from '~/features/membership/api/list-partner-offers';
import { useCurrentPartner } from '~/features/membership/hooks/use-partner-id';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /auto-essentials (spec 001 §2; ADR 060): the partner's offers to its members. Allowed only while the
 * `auto_essentials` feature is on, otherwise the member goes to /dashboard.
 */
export const handle: RouteHandle = { title: 'AutoEssentials' };

export const meta = handleMeta;

export default function AutoEssentialsPage() {
  const enabled = useFeature('auto_essentials');
  const navigate = useNavigate();
  const offers = usePartnerOffers(useCurrentPartner().partnerId);
  useEffect(() => {
    if (enabled === false) void navigate(href('/dashboard'), { replace: true });
  }, [enabled, navigate]);
  return (
    <Container size="md" px="md" py={{ base: 32, sm: 48 }}>
      <Stack gap="lg">
        <Title order={1}>AutoEssentials</Title>
        {(enabled === undefined || offers.isPending) && <Loader aria-label="Loading offers" />}
        {offers.isError && (
          <Alert color="red" variant="light" role="alert">
            {offers.error.message}
          </Alert>
        )}
        {enabled && offers.data?.length === 0 && <Text c="dimmed">No offers from your program right now.</Text>}
        {enabled && offers.data && offers.data.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={{ listStyle: 'none', padding: 0 }} aria-label="Offers">
            {offers.data.map((offer) => (
              <Card component="li" key={offer.id} withBorder radius="lg" padding="lg">
                <Title order={2} fz="lg">
                  {offer.title}
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {offer.description}
                </Text>
                <Anchor href={offer.url} target="_blank" rel="noopener noreferrer" mt="sm" size="sm" fw={600} aria-label={`See the offer: ${offer.title}`}>
                  See the offer
                </Anchor>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
