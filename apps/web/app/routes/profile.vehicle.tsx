import { Stack, Title } from '@mantine/core';
import { OwnedVehicleList } from '~/features/vehicles/components/owned-vehicle-list';
import { PendingVehicleSaver } from '~/features/vehicles/components/pending-vehicle-saver';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/** /profile/vehicle (docs/product/accounts.md): the user's vehicles. */
export const handle: RouteHandle = { title: 'Vehicles' };

export const meta = handleMeta;

export default function ProfileVehicles() {
  return (
    <Stack gap="md" maw={720}>
      <PendingVehicleSaver />
      <Title order={2} fz="xl">
        Your vehicles
      </Title>
      <OwnedVehicleList />
    </Stack>
  );
}
