import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, href } from 'react-router';
import { useShopLocations } from '../api/get-shop-locations';
import { answerTimeText, openRequestsText } from '../format';
import { LoadFailed, Loading } from '~/components/ui/load-states';

/** /shop: the locations the staff member works at, each with its answer time and the requests waiting for it. */
export function ShopLocationList() {
  const locations = useShopLocations();
  if (locations.isPending) return <Loading>Loading your shops…</Loading>;
  if (locations.isError) return <LoadFailed title="We could not load your shops" error={locations.error} onRetry={() => void locations.refetch()} />;
  if (locations.data.length === 0) {
    return (
      <Text>
        Your account is not linked to a shop yet. Ask the shop’s owner to add you as staff: its requests and offers will
        then appear here.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {locations.data.map((location) => {
        const titleId = `shop-location-${location.id}`;
        return (
          <Card key={location.id} withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Title order={2} fz="lg" id={titleId}>
                  <Anchor component={Link} to={href('/shop/locations/:locationId', { locationId: location.id })} inherit>
                    {location.name}
                  </Anchor>
                </Title>
                <Badge variant={location.openRequestCount > 0 ? 'filled' : 'light'} style={{ flexShrink: 0 }}>
                  {openRequestsText(location)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {location.companyName} · {location.address}, {location.city}, {location.state} {location.zipcode}
              </Text>
              <Text size="sm">{answerTimeText(location.medianAnswerMinutes)}</Text>
              <Anchor component={Link} to={href('/shop/locations/:locationId/settings', { locationId: location.id })} size="sm">
                Settings and prices of {location.name}
              </Anchor>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
