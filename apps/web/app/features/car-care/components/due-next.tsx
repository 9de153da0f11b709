import { Anchor, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { MAINTENANCE_SOON_MILES } from '@pitstop/contracts';
import { Link, href } from 'react-router';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { useMaintenanceDue, type VehicleMaintenanceView } from '../api/list-maintenance-due';

const miles = (value: number) => value.toLocaleString('en-US');

type Item = VehicleMaintenanceView['items'][number];

/** How far off an item is: "200 miles left", "due now", "1,300 miles overdue". */
export function dueSentence(item: Pick<Item, 'dueAtMileage' | 'milesLeft'>): string {
  if (item.milesLeft > 0) return `at ${miles(item.dueAtMileage)} miles · ${miles(item.milesLeft)} left`;
  if (item.milesLeft === 0) return `at ${miles(item.dueAtMileage)} miles · due now`;
  return `at ${miles(item.dueAtMileage)} miles · ${miles(-item.milesLeft)} overdue`;
}

export interface DueNextProps {
  /** Starts a service request for the vehicle with these services (the route composes the request's start). */
  onRequest: (vehicle: VehicleMaintenanceView, serviceIds: string[]) => void;
  /** Only this vehicle (its own page); every vehicle otherwise. */
  vehicleId?: string;
  /** The heading's level: 2 on the dashboard, 3 inside a vehicle's card. */
  headingOrder?: 2 | 3;
  /** False while what a request needs is still loading (the buttons wait). */
  canRequest?: boolean;
}

/**
 * "Due next" (docs/product/car-care.md): per vehicle, what the maintenance schedule says is due now or soon given
 * its mileage and the jobs done on it here, with one tap to a request for those services on that vehicle.
 */
export function DueNext({ onRequest, vehicleId, headingOrder = 2, canRequest = true }: DueNextProps) {
  const due = useMaintenanceDue();
  const vehicles = (due.data ?? []).filter((vehicle) => vehicleId === undefined || vehicle.id === vehicleId);
  return (
    <Stack gap="sm">
      <Title order={headingOrder} fz="lg">
        Due next
      </Title>
      {due.isPending && <Loading>Checking your maintenance schedule…</Loading>}
      {due.isError && <LoadFailed title="We could not check your maintenance schedule" error={due.error} onRetry={() => void due.refetch()} />}
      {due.isSuccess && vehicles.length === 0 && (
        <Text size="sm" c="dimmed">
          Add a vehicle with its mileage to see what maintenance is due.
        </Text>
      )}
      {vehicles.map((vehicle) => (
        <VehicleDue key={vehicle.id} vehicle={vehicle} onRequest={onRequest} showName={vehicleId === undefined} canRequest={canRequest} />
      ))}
    </Stack>
  );
}

function VehicleDue({ vehicle, onRequest, showName, canRequest }: { vehicle: VehicleMaintenanceView; onRequest: DueNextProps['onRequest']; showName: boolean; canRequest: boolean }) {
  return (
    <Stack component="section" gap={6} aria-label={`Due next on your ${vehicle.vehicleName}`}>
      {showName && (
        <Text fw={600}>
          {vehicle.vehicleName}
          {vehicle.mileage !== null && (
            <Text span c="dimmed" size="sm" fw={400}>
              {' '}
              · {miles(vehicle.mileage)} miles
            </Text>
          )}
        </Text>
      )}
      {vehicle.mileage === null && (
        <Text size="sm" c="dimmed">
          Add its mileage to see what is due.{' '}
          <Anchor component={Link} to={href('/profile/vehicle')} size="sm">
            Edit your vehicles
          </Anchor>
        </Text>
      )}
      {vehicle.mileage !== null && vehicle.items.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing due in the next {miles(MAINTENANCE_SOON_MILES)} miles
          {vehicle.nextDueAtMileage !== null ? `; the next service is at ${miles(vehicle.nextDueAtMileage)} miles.` : '.'}
        </Text>
      )}
      {vehicle.items.length > 0 && (
        <>
          <List spacing={4} listStyleType="none" aria-label={`Maintenance due on your ${vehicle.vehicleName}`}>
            {vehicle.items.map((item) => (
              <List.Item key={item.serviceId}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fw={500}>
                    {item.name}
                  </Text>
                  {item.state === 'due' ? (
                    <Badge size="sm" variant="filled" color="yellow.4" c="dark.9">
                      Due
                    </Badge>
                  ) : (
                    <Badge size="sm" variant="outline" color="dark">
                      Soon
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {dueSentence(item)}
                  {item.lastDoneAtMileage !== null ? ` · last done here at ${miles(item.lastDoneAtMileage)} miles` : ''}
                </Text>
              </List.Item>
            ))}
          </List>
          <Group>
            <Button size="xs" loading={!canRequest} onClick={() => onRequest(vehicle, vehicle.items.map((item) => item.serviceId))}>
              Request {vehicle.items.length === 1 ? 'this service' : 'these services'}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
