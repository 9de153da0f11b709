import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, href, useParams, useSearchParams } from 'react-router';
import { useShopLocation } from '~/features/shops/api/get-shop-locations';
import type { InboxStatus } from '~/features/shops/api/get-shop-requests';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { INBOX_TABS, ShopInbox } from '~/features/shops/components/shop-inbox';
import { answerTimeText } from '~/features/shops/format';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/** /shop/locations/{locationId} (docs/product/shops.md): a location's inbox under Open, Answered and All (`?status=`). */
export const handle: RouteHandle = { title: 'Shop requests' };

export const meta = handleMeta;

const isStatus = (value: string | null): value is InboxStatus => INBOX_TABS.some((tab) => tab.value === value);

export default function ShopLocationInbox() {
  const { locationId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('status');
  const status: InboxStatus = isStatus(requested) ? requested : 'open';
  const { location, ...locations } = useShopLocation(locationId);

  let header;
  if (locations.isPending) header = <Loading>Loading the shop…</Loading>;
  else if (locations.isError) header = <LoadFailed title="We could not load the shop" error={locations.error} onRetry={() => void locations.refetch()} />;
  else if (!location) header = <Text role="alert">This shop is not one of yours, or it does not exist.</Text>;
  else {
    header = (
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {location.name}
        </Title>
        <Text c="dimmed">{answerTimeText(location.medianAnswerMinutes)}</Text>
        <Group gap="md">
          <Anchor component={Link} to={href('/shop')} size="sm">
            All your shops
          </Anchor>
          <Anchor component={Link} to={href('/shop/locations/:locationId/bookings', { locationId })} size="sm">
            Bookings
          </Anchor>
          <Anchor component={Link} to={href('/shop/locations/:locationId/messages', { locationId })} size="sm">
            Messages
          </Anchor>
          <Anchor component={Link} to={href('/shop/locations/:locationId/reviews', { locationId })} size="sm">
            Reviews
          </Anchor>
          <Anchor component={Link} to={href('/shop/locations/:locationId/settings', { locationId })} size="sm">
            Settings and prices
          </Anchor>
        </Group>
      </Stack>
    );
  }

  return (
    <Container size="md" px="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        {header}
        {location && (
          <ShopInbox
            locationId={locationId}
            status={status}
            onStatusChange={(next) => setSearch(next === 'open' ? {} : { status: next }, { replace: true, preventScrollReset: true })}
          />
        )}
      </Stack>
    </Container>
  );
}
