import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core';
import { extractErrorText } from '@pitstop/contracts/common/errors';
import { Link, Navigate, href, useNavigate } from 'react-router';
import { AppointmentStepBar } from '~/features/standalone-appointments/components/appointment-step-bar';
import { vehicleAddPath } from '~/features/vehicles/add-vehicle-steps';
import { useOwnedVehicles } from '~/features/vehicles/api/get-owned-vehicles';
import { SavedVehicleChoice, VehicleLookupStatus } from '~/features/vehicles/components/saved-vehicle-choice';
import { toCartVehicle } from '~/features/vehicles/components/vehicle-add-flow';
import { useAppStartStatus } from '~/lib/app-start';
import { handleMeta } from '~/lib/page-meta';
import { withQuery } from '~/lib/paths';
import type { RouteHandle } from '~/lib/route-handle';
import { useAppStore, useIsLoggedIn } from '~/lib/store';

/**
 * /book-appointment (docs/product/booking-and-payments.md, public): a member's saved vehicles first (docs/product/signed-in-home.md) — one chosen goes on to
 * Schedule, "Add another vehicle" to the add-vehicle steps. A guest, or a member with no saved vehicle, goes to the
 * first step still to do: the add-vehicle steps (coming back to Schedule), or Schedule once the appointment has one.
 */
export const handle: RouteHandle = { public: true, title: 'Book an appointment', stepBar: 'appointment', step: 'vehicle' };

export const meta = handleMeta;

const SCHEDULE = href('/book-appointment/schedule');
const addPath = () => withQuery(vehicleAddPath('book-appointment', 'make'), { returnTo: SCHEDULE });

export default function BookAppointmentStart() {
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const appStarted = useAppStartStatus((state) => state.status === 'done');
  const appointment = useAppStore((state) => state.appointment);
  const owned = useOwnedVehicles(isLoggedIn);
  const hasVehicle = appointment.ownedVehicle !== null || appointment.vehicleToCreate !== null;

  // A guest may still be signed in by app start (a stored session); a member's vehicles are asked for at once.
  if (isLoggedIn ? owned.isPending : !appStarted) {
    return <VehicleLookupStatus text="Loading your vehicles…" />;
  }
  if (!isLoggedIn || !owned.data?.length) {
    if (owned.isError) {
      return (
        <Container size="sm" py="xl">
          <Alert color="red" role="alert">
            {extractErrorText(owned.error)}
          </Alert>
        </Container>
      );
    }
    return <Navigate replace to={hasVehicle ? SCHEDULE : addPath()} />;
  }
  return (
    <>
      <AppointmentStepBar routeStep="vehicle" />
      <Container size="sm" py={{ base: 'lg', sm: 48 }}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Which vehicle is the appointment for?
          </Title>
          <SavedVehicleChoice
            vehicles={owned.data}
            chosenId={appointment.ownedVehicle?.id ?? null}
            onChoose={(vehicle) => useAppStore.getState().setFlowVehicle('appointment', toCartVehicle(vehicle))}
          />
          <Group gap="sm">
            <Button component={Link} to={addPath()} variant="default">
              Add another vehicle
            </Button>
            <Button disabled={appointment.ownedVehicle === null} onClick={() => void navigate(SCHEDULE)}>
              Continue
            </Button>
          </Group>
        </Stack>
      </Container>
    </>
  );
}
