import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { extractErrorText } from '@pitstop/contracts/common/errors';
import { Link, href } from 'react-router';
import { addVehiclePath } from '../add-vehicle-steps';
import { useOwnedVehicles } from '../api/get-owned-vehicles';
import { OwnedVehicleCard } from './owned-vehicle-card';

/** /profile/vehicle: the signed-in user's vehicles (spec 000 §2 "profile … vehicle"), with an add link. */
export function OwnedVehicleList() {
  const vehicles = useOwnedVehicles();
  const addLink = (
    <Button component={Link} to={addVehiclePath(href('/profile/vehicle'))}>
      Add a vehicle
    </Button>
  );

  if (vehicles.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>Loading your vehicles…</Text>
      </Group>
    );
  }
  if (vehicles.isError) {
    return (
      <Alert color="red" role="alert" title="We could not load your vehicles">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{extractErrorText(vehicles.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void vehicles.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
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
