import { Anchor, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, href, useParams, useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { useShopLocation } from '~/features/shops/api/get-shop-locations';
import { ShopBookings } from '~/features/shops/components/shop-bookings';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/** /shop/locations/{locationId}/bookings?day= (docs/product/booking-and-payments.md): a day's bookings, propose another time, mark completed. */
export const handle: RouteHandle = { title: 'Shop bookings' };

export const meta = handleMeta;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** The day `offset` days from `day` (calendar arithmetic at noon UTC: no zone change moves it). */
const shift = (day: string, offset: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

export default function ShopLocationBookings() {
  const { locationId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('day');
  const day = requested && DAY.test(requested) ? requested : isoDay(new Date());
  const { location, ...locations } = useShopLocation(locationId);
  const go = (next: string) => setSearch({ day: next }, { replace: true, preventScrollReset: true });

  let body;
  if (locations.isPending) body = <Loading>Loading the shop…</Loading>;
  else if (locations.isError) body = <LoadFailed title="We could not load the shop" error={locations.error} onRetry={() => void locations.refetch()} />;
  else if (!location) body = <Text role="alert">This shop is not one of yours, or it does not exist.</Text>;
  else
    body = (
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Button variant="default" onClick={() => go(shift(day, -1))}>
            Previous day
          </Button>
          <TextInput
            type="date"
            label="Day"
            value={day}
            onChange={(event) => DAY.test(event.currentTarget.value) && go(event.currentTarget.value)}
            w={180}
          />
          <Button variant="default" onClick={() => go(shift(day, 1))}>
            Next day
          </Button>
        </Group>
        <ShopBookings locationId={locationId} day={day} />
      </Stack>
    );

  return (
    <Container size="md" px="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Bookings{location ? ` at ${location.name}` : ''}
          </Title>
          <Group gap="md">
            <Anchor component={Link} to={href('/shop/locations/:locationId', { locationId })} size="sm">
              Requests
            </Anchor>
            <Anchor component={Link} to={href('/shop')} size="sm">
              All your shops
            </Anchor>
          </Group>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
