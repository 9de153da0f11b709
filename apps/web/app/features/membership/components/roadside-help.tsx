import { Alert, Button, List, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type DetailedSubscription,
  ROADSIDE_EVENTS_PER_YEAR,
  ROADSIDE_KINDS,
  ROADSIDE_KIND_LABELS,
  RoadsideActivateInput,
} from '@pitstop/contracts';
import { useState } from 'react';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useActivateRoadside } from '../api/activate-roadside';
import { ROADSIDE_STARTS, membershipDate } from '../roadside-text';

export interface RoadsideHelpProps {
  subscription: DetailedSubscription & { roadside: NonNullable<DetailedSubscription['roadside']> };
  /** The member's own vehicles to name (optional). */
  vehicles: { value: string; label: string }[];
}

/**
 * Roadside help for a member whose plan includes it (spec 001 §9): what it covers, how many of the 3 yearly events
 * are left, from when it is available, and the form to ask for help; the reply says whom to call, a refusal (too
 * early, used up) the server's words.
 */
export function RoadsideHelp({ subscription, vehicles }: RoadsideHelpProps) {
  const activate = useActivateRoadside();
  const [reply, setReply] = useState<string | null>(null);
  const form = useSchemaForm(RoadsideActivateInput, {
    initialValues: { kind: 'jump_start', location: '', subscriptionId: subscription.id, vehicleId: undefined },
  });
  const submit = form.submit(async (values) => {
    setReply(null);
    const activation = await activate.mutateAsync(values);
    setReply(activation.message);
    form.setFieldValue('location', '');
  });
  const { roadside } = subscription;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="roadside-covers">
        <Stack gap="xs">
          <Title order={2} fz="lg" id="roadside-covers">
            What roadside help covers
          </Title>
          <List size="sm" spacing={2}>
            {ROADSIDE_KINDS.map((kind) => (
              <List.Item key={kind}>{ROADSIDE_KIND_LABELS[kind]}</List.Item>
            ))}
          </List>
          <Text fw={600}>
            {roadside.eventsLeft} of {ROADSIDE_EVENTS_PER_YEAR} roadside events left this membership year (it renews on {membershipDate(roadside.yearEnd)}).
          </Text>
          <Text size="sm">
            {ROADSIDE_STARTS} Yours is available from {membershipDate(roadside.availableFrom)}.
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="roadside-activate">
        <form onSubmit={submit} noValidate aria-labelledby="roadside-activate">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="roadside-activate">
              Activate roadside help
            </Title>
            {reply && (
              <Alert color="green" variant="light" role="status" title="Help is on the way">
                {reply}
              </Alert>
            )}
            <ProblemAlert problem={form.problem} onClose={() => form.setProblem(null)} />
            <Select
              label="What do you need?"
              withAsterisk
              allowDeselect={false}
              data={ROADSIDE_KINDS.map((kind) => ({ value: kind, label: ROADSIDE_KIND_LABELS[kind] }))}
              {...form.getInputProps('kind')}
            />
            <TextInput label="Where is the car?" description="An address or a landmark" withAsterisk maxLength={500} {...form.getInputProps('location')} />
            {vehicles.length > 0 && (
              <Select label="Vehicle (optional)" clearable data={vehicles} {...form.getInputProps('vehicleId')} onChange={(value) => form.setFieldValue('vehicleId', value ?? undefined)} />
            )}
            <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
              Activate roadside help
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
