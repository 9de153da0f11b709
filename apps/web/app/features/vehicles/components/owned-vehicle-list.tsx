import { Button, Stack, Text } from '@mantine/core';
import { Link, href } from 'react-router';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { addVehiclePath } from '../add-vehicle-steps';
import { useOwnedVehicles } from '../api/get-owned-vehicles';
import { OwnedVehicleCard } from './owned-vehicle-card';

/** /profile/vehicle: the signed-in user's vehicles (docs/product/vehicles.md), with an add link. */
export function OwnedVehicleList() {
  const vehicles = useOwnedVehicles();
  const addLink = (
    <Button component={Link} to={addVehiclePath(href('/profile/vehicle'))}>
      Add a vehicle
    </Button>
  );

  if (vehicles.isPending) return <Loading>Loading your vehicles…</Loading>;
  if (vehicles.isError) {
    return <LoadFailed title="We could not load your vehicles" error={vehicles.error} onRetry={() => void vehicles.refetch()} />;
  }
  if (vehicles.data.length === 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>You have no vehicles yet. Add one to get estimates for it faster.</Text>
        {addLink}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {vehicles.data.map((vehicle) => (
        <OwnedVehicleCard key={vehicle.id} vehicle={vehicle} />
      ))}
      <div>{addLink}</div>
    </Stack>
  );
}
