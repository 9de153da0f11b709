import { Paper, Stack, Title } from '@mantine/core';
import { OwnedVehicleList } from '~/features/vehicles/components/owned-vehicle-list';
import { PendingVehicleSaver } from '~/features/vehicles/components/pending-vehicle-saver';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { DueNextSection, WarrantySection } from './shared/car-care-sections';

/** /profile/vehicle (docs/product/accounts.md): the user's vehicles, what is due next on them and their jobs' warranties (docs/product/car-care.md). */
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
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <DueNextSection />
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <WarrantySection />
      </Paper>
    </Stack>
  );
}
