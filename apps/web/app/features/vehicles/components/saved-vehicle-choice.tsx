import { Container, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import type { OwnedVehicle } from '@pitstop/contracts';
import { formatMileage, vehicleName } from './owned-vehicle-card';

/** The signed-in person's saved vehicles to choose from (the onramp's vehicle step, /book-appointment). */
export function SavedVehicleChoice({
  vehicles,
  chosenId,
  onChoose,
}: {
  vehicles: readonly OwnedVehicle[];
  chosenId: string | null;
  onChoose: (vehicle: OwnedVehicle) => void;
}) {
  return (
    <Radio.Group
      label="Your vehicles"
      value={chosenId}
      onChange={(id) => {
        const vehicle = vehicles.find((v) => v.id === id);
        if (vehicle) onChoose(vehicle);
      }}
    >
      <Stack gap="xs" mt="xs">
        {vehicles.map((vehicle) => (
          <Radio.Card key={vehicle.id} value={vehicle.id} radius="md" p="md">
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <Radio.Indicator />
              <div>
                <Text fw={600}>{vehicleName(vehicle)}</Text>
                <Text size="sm" c="dimmed">
                  {formatMileage(vehicle.mileage)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** A page's whole content while the vehicle it needs is looked up (a saved one, or one by its VIN). */
export function VehicleLookupStatus({ text }: { text: string }) {
  return (
    <Container size="sm" py="xl">
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{text}</Text>
      </Group>
    </Container>
  );
}
