import { Button, Card, Group, Modal, NumberInput, Stack, Text, Title } from '@mantine/core';
import type { OwnedVehicle } from '@pitstop/contracts';
import { MILEAGE_MAX } from '@pitstop/contracts/vehicles';
import { useState } from 'react';
import { Link, href } from 'react-router';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { pushAlert } from '~/lib/alerts';
import { useSchemaForm } from '~/lib/use-schema-form';
import { describeVehicle } from '../add-vehicle-steps';
import { useDeleteOwnedVehicle } from '../api/delete-owned-vehicle';
import { useUpdateOwnedVehicle } from '../api/update-owned-vehicle';
import { MileageFormSchema } from '../schemas';
import { useAction } from '~/lib/use-action';

export const formatMileage = (mileage: number | null) =>
  mileage === null ? 'Mileage not given' : `${mileage.toLocaleString('en-US')} miles`;

export const vehicleName = (vehicle: Pick<OwnedVehicle, 'year' | 'make' | 'model' | 'subModel'>) =>
  describeVehicle({ year: vehicle.year, make: vehicle.make, model: vehicle.model, trim: vehicle.subModel });

/** One of the user's vehicles: its details, its service history (a page of its own), the mileage edited in place, and delete after a confirmation. */
export function OwnedVehicleCard({ vehicle }: { vehicle: OwnedVehicle }) {
  const update = useUpdateOwnedVehicle();
  const remove = useDeleteOwnedVehicle();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = vehicleName(vehicle);
  const titleId = `vehicle-${vehicle.id}`;
  const form = useSchemaForm(MileageFormSchema, { initialValues: { mileage: vehicle.mileage ?? '' } });

  const saveMileage = form.submit(async ({ mileage }) => {
    await update.mutateAsync({ id: vehicle.id, changes: { mileage } });
    setEditing(false);
    pushAlert({ type: 'success', message: `Mileage of your ${name} updated.`, timedDismiss: true });
  });

  const stopEditing = () => {
    setEditing(false);
    form.reset();
    form.setProblem(null);
  };

  const deleteVehicle = useAction(async () => {
    await remove.mutateAsync(vehicle.id);
    setConfirming(false);
    pushAlert({ type: 'success', message: `Your ${name} was deleted.`, timedDismiss: true });
  });

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={3} fz="lg" id={titleId}>
            {name}
          </Title>
          {(vehicle.engine || vehicle.vin) && (
            <Text size="sm" c="dimmed">
              {[vehicle.engine, vehicle.vin && `VIN ${vehicle.vin}`].filter(Boolean).join(' · ')}
            </Text>
          )}
        </div>
        {editing ? (
          <form noValidate aria-label={`Mileage of your ${name}`} onSubmit={saveMileage}>
            <ProblemAlert problem={form.problem} />
            <Group align="flex-start" gap="sm">
              <NumberInput
                label="Mileage"
                {...form.getInputProps('mileage')}
                min={0}
                max={MILEAGE_MAX}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
                inputMode="numeric"
                hideControls
                autoFocus
                w={{ base: '100%', xs: 200 }}
              />
              <Group gap="xs" mt={{ base: 0, xs: 25 }}>
                <Button type="submit" loading={form.submitting}>
                  Save
                </Button>
                <Button variant="default" onClick={stopEditing}>
                  Cancel
                </Button>
              </Group>
            </Group>
          </form>
        ) : (
          <Group justify="space-between" gap="sm">
            <Text>{formatMileage(vehicle.mileage)}</Text>
            <Group gap="xs">
              <Button component={Link} to={href('/profile/vehicle/:id/history', { id: vehicle.id })} variant="light" size="sm" aria-label={`Service history of your ${name}`}>
                Service history
              </Button>
              <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Edit mileage of your ${name}`}>
                Edit mileage
              </Button>
              <Button variant="subtle" color="red" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete your ${name}`}>
                Delete
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete this vehicle?" closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text>Your {name} will be removed from your account.</Text>
          <ProblemAlert problem={deleteVehicle.problem} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void deleteVehicle.run()} loading={deleteVehicle.pending}>
              Delete vehicle
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
