import { Alert, Anchor, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { extractErrorText } from '@pitstop/contracts/common/errors';
import { useEffect } from 'react';
import { Link, Navigate, href, useNavigate, useSearchParams } from 'react-router';
import { useAppStartStatus } from '~/lib/app-start';
import { signInPathFor } from '~/lib/route-guard';
import { useAppStore, useIsLoggedIn } from '~/lib/store';
import { EMPTY_DRAFT, describeVehicle, stepHref, vehicleAddPath } from '../add-vehicle-steps';
import { useOwnedVehicles } from '../api/get-owned-vehicles';
import { formatMileage } from './owned-vehicle-card';
import { SavedVehicleChoice, VehicleLookupStatus } from './saved-vehicle-choice';
import { PendingVehicleSaver } from './pending-vehicle-saver';
import { toCartVehicle } from './vehicle-add-flow';

/**
 * /service-request/vehicle (docs/product/vehicles.md): which vehicle the request is for — one of
 * the user's vehicles, or a new one through the add flow. A `vin` query value preselects the vehicle: the
 * user's own with that VIN, or the add flow decoding it. Continue (the onramp's next step, given by the route)
 * is offered once a vehicle is chosen.
 */
export function ServiceRequestVehicle({ onContinue }: { onContinue: () => void }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const vin = params.get('vin')?.trim().toUpperCase() || null;
  const isLoggedIn = useIsLoggedIn();
  const appStarted = useAppStartStatus((state) => state.status === 'done');
  const cart = useAppStore((state) => state.onrampCart);
  const owned = useOwnedVehicles(isLoggedIn);
  const ownedWithVin = vin ? owned.data?.find((vehicle) => vehicle.vin === vin) : undefined;

  useEffect(() => {
    if (!ownedWithVin) return;
    useAppStore.getState().setFlowVehicle('onrampCart', toCartVehicle(ownedWithVin));
    void navigate(href('/service-request/vehicle'), { replace: true });
  }, [ownedWithVin, navigate]);

  if (vin) {
    const known = appStarted && (!isLoggedIn || owned.isSuccess || owned.isError);
    if (known && !ownedWithVin) {
      return <Navigate replace to={stepHref('service-request', 'mileage', { ...EMPTY_DRAFT, vin }, null)} />;
    }
    return <VehicleLookupStatus text="Finding your vehicle…" />;
  }

  const chosenId = cart.ownedVehicle?.id ?? null;
  const addHref = vehicleAddPath('service-request', 'make');
  const chosen = cart.ownedVehicle ?? cart.vehicleToCreate;

  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <PendingVehicleSaver />
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Which vehicle needs service?
        </Title>

        <Card withBorder radius="md" component="section" aria-labelledby="request-summary-title">
          <Stack gap={6}>
            <Title order={2} fz="md" id="request-summary-title">
              Your request
            </Title>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm">
                {cart.services.length > 0 ? cart.services.map((service) => service.name).join(', ') : 'No services chosen yet'}
              </Text>
              <Anchor component={Link} to={href('/service-request/services/service')} size="sm" aria-label="Change services">
                Change
              </Anchor>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm">{cart.zipcode ? `Near ${cart.zipcode}` : 'No location yet'}</Text>
              <Anchor component={Link} to={href('/service-request/location')} size="sm" aria-label="Change location">
                Change
              </Anchor>
            </Group>
          </Stack>
        </Card>

        {isLoggedIn && owned.isPending && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>Loading your vehicles…</Text>
          </Group>
        )}
        {isLoggedIn && owned.isError && (
          <Alert color="red" role="alert">
            {extractErrorText(owned.error)}
          </Alert>
        )}
        {isLoggedIn && owned.isSuccess && owned.data.length > 0 && (
          <SavedVehicleChoice
            vehicles={owned.data}
            chosenId={chosenId}
            onChoose={(vehicle) => useAppStore.getState().setFlowVehicle('onrampCart', toCartVehicle(vehicle))}
          />
        )}
        {!isLoggedIn && cart.vehicleToCreate && (
          <Card withBorder radius="md">
            <Text fw={600}>
              {describeVehicle({ ...cart.vehicleToCreate, trim: cart.vehicleToCreate.subModel })}
            </Text>
            <Text size="sm" c="dimmed">
              {formatMileage(cart.vehicleToCreate.mileage)} · saved to your account when you sign up
            </Text>
          </Card>
        )}

        <Group gap="sm">
          <Button component={Link} to={addHref} variant={chosen ? 'default' : 'filled'}>
            {chosen ? 'Add another vehicle' : 'Add your vehicle'}
          </Button>
          {!isLoggedIn && (
            <Anchor component={Link} to={signInPathFor({ pathname: href('/service-request/vehicle'), search: '', hash: '' })}>
              Sign in to use a saved vehicle
            </Anchor>
          )}
        </Group>

        {chosen && (
          <Button size="md" onClick={onContinue} style={{ alignSelf: 'flex-start' }}>
            Continue
          </Button>
        )}
      </Stack>
    </Container>
  );
}
