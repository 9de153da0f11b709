import { Container, Stack, Text, Title } from '@mantine/core';
import { ShopLocationList } from '~/features/shops/components/shop-location-list';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/** /shop (docs/product/shops.md): the shop portal's start, the staff member's locations. Signed in only. */
export const handle: RouteHandle = { title: 'Shop portal' };

export const meta = handleMeta;

export default function ShopPortal() {
  return (
    <Container size="lg" px="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Shop portal
          </Title>
          <Text c="dimmed">Requests from drivers near your shops. Price them in a few clicks: the offer opens filled in at your rates.</Text>
        </Stack>
        <ShopLocationList />
      </Stack>
    </Container>
  );
}
