import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, href, useParams } from 'react-router';
import { useShopLocation } from '~/features/shops/api/get-shop-locations';
import { useUpdateShopSettings } from '~/features/shops/api/update-shop-settings';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { SettingsForm } from '~/features/shops/components/settings-form';
import { pushAlert } from '~/lib/alerts';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/** /shop/locations/{locationId}/settings (docs/product/shops.md): the settings that price the location's offers, its hours and bays. */
export const handle: RouteHandle = { title: 'Shop settings' };

export const meta = handleMeta;

export default function ShopSettings() {
  const { locationId = '' } = useParams();
  const { location, ...locations } = useShopLocation(locationId);
  const update = useUpdateShopSettings();

  let body;
  if (locations.isPending) body = <Loading>Loading the settings…</Loading>;
  else if (locations.isError) body = <LoadFailed title="We could not load the settings" error={locations.error} onRetry={() => void locations.refetch()} />;
  else if (!location) body = <Text role="alert">This shop is not one of yours, or it does not exist.</Text>;
  else {
    body = (
      <SettingsForm
        key={location.id}
        location={location}
        onSave={async (patch) => {
          await update.mutateAsync({ locationId, patch });
          pushAlert({ type: 'success', message: 'Settings saved. New offers use them at once.', timedDismiss: true });
        }}
      />
    );
  }

  return (
    <Container size="md" px="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Anchor component={Link} to={href('/shop/locations/:locationId', { locationId })} size="sm">
          Back to the requests
        </Anchor>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {location ? `Settings of ${location.name}` : 'Shop settings'}
        </Title>
        {body}
      </Stack>
    </Container>
  );
}
