import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { extractErrorText } from '@pitstop/contracts/common/errors';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useServices } from '~/features/catalog/api/get-services';
import { useIntervalServices } from '~/features/service-requests/api/list-interval-services';
import { IntervalServicesForm } from '~/features/service-requests/components/interval-services-form';
import { useOnrampContinue } from '~/features/service-requests/hooks/use-onramp';
import { setIntervalServices } from '~/features/service-requests/onramp-cart';
import { cartVehicleOf, vehicleKey } from '~/features/service-requests/onramp-steps';
import { INTERVAL_SERVICES_SOURCE, describeVehicle, stepHref } from '~/features/vehicles/add-vehicle-steps';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { type CartVehicle, useAppStore } from '~/lib/store';

/**
 * /service-request/interval-services, "Recommended services for your vehicle" (docs/product/requests-and-offers.md): what the
 * maintenance schedule says is due at the vehicle's mileage (GET /turbo/v1/maintenance/interval_services). The
 * ticked services join the request and go out as maintenance_interval {mileage, services}. Nothing due: the step
 * passes itself. Changing the mileage goes through the add-mileage step, which sends a person coming from here to
 * /service-request/vehicle (docs/product/requests-and-offers.md).
 */
export const handle: RouteHandle = {
  public: true,
  title: 'Recommended services for your vehicle',
  stepBar: 'onramp',
  step: 'interval-services',
};

export const meta = handleMeta;

export default function IntervalServicesStep() {
  const vehicle = useAppStore((state) => cartVehicleOf(state.onrampCart));
  // The onramp's guard shows this step only for a vehicle with a mileage.
  if (!vehicle || vehicle.mileage === null) return null;
  return <IntervalServices vehicle={vehicle} mileage={vehicle.mileage} />;
}

function IntervalServices({ vehicle, mileage }: { vehicle: CartVehicle; mileage: number }) {
  const due = useIntervalServices(mileage);
  const catalogue = useServices();
  const cartServices = useAppStore((state) => state.onrampCart.services);
  const proceed = useOnrampContinue();
  const key = vehicleKey(vehicle);
  const nothingDue = due.isSuccess && due.data.services.length === 0;

  const save = (ticked: string[], milestone: number) => {
    const { addCartService, removeCartService } = useAppStore.getState();
    for (const { serviceId } of due.data?.services ?? []) {
      const service = catalogue.data?.find((entry) => entry.id === serviceId);
      if (ticked.includes(serviceId) && service) addCartService(service);
      if (!ticked.includes(serviceId)) removeCartService(serviceId);
    }
    setIntervalServices({ vehicleKey: key, mileage: milestone, services: ticked });
    proceed();
  };

  useEffect(() => {
    if (nothingDue) {
      setIntervalServices({ vehicleKey: key, mileage, services: [] });
      proceed();
    }
    // Once, when the answer says nothing is due.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nothingDue]);

  const changeMileage = `${stepHref('service-request', 'mileage', { ...vehicle, trim: vehicle.subModel, engine: undefined }, null)}&from=${INTERVAL_SERVICES_SOURCE}`;
  const failed = due.isError ? due.error : catalogue.isError ? catalogue.error : null;

  return (
    <Container size="sm" px="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Recommended services for your vehicle
          </Title>
          <Text c="dimmed">
            Your {describeVehicle(vehicle)} has {mileage.toLocaleString('en-US')} miles.{' '}
            <Anchor component={Link} to={changeMileage} size="sm">
              Not the right mileage?
            </Anchor>
          </Text>
        </div>
        {(due.isPending || catalogue.isPending || nothingDue) && !failed && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>Checking your maintenance schedule…</Text>
          </Group>
        )}
        {failed && (
          <Alert color="red" role="alert" title="We could not check your maintenance schedule">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{extractErrorText(failed)}</Text>
              <Group gap="sm">
                <Button size="sm" variant="default" onClick={() => void (due.isError ? due.refetch() : catalogue.refetch())}>
                  Try again
                </Button>
                <Button size="sm" variant="subtle" onClick={() => save([], mileage)}>
                  Skip this step
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {due.isSuccess && catalogue.isSuccess && !nothingDue && (
          <IntervalServicesForm
            milestone={due.data.mileage}
            due={due.data.services}
            initial={due.data.services.filter((service) => cartServices.some((chosen) => chosen.id === service.serviceId)).map((service) => service.serviceId)}
            onSubmit={(ticked) => save(ticked, due.data.mileage)}
          />
        )}
      </Stack>
    </Container>
  );
}
