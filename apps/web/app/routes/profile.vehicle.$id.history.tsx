import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { VehicleHistoryPage } from '~/features/vehicle-history/components/vehicle-history-page';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/** /profile/vehicle/{id}/history (docs/product/vehicle-history.md): the owner's service history of one vehicle. */
export const handle: RouteHandle = { title: 'Service history' };

export const meta = handleMeta;

export default function VehicleHistoryRoute() {
  const { id = '' } = useParams();
  return (
    <Container size="md" px="md" py={{ base: 24, sm: 40 }}>
      <VehicleHistoryPage vehicleId={id} />
    </Container>
  );
}
