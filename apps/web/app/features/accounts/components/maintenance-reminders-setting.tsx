import { Stack, Switch, Text, Title } from '@mantine/core';
import type { UserProfile } from '@pitstop/contracts';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useAction } from '~/lib/use-action';
import { useUpdateProfile } from '../api/update-profile';

/**
 * The maintenance reminders' switch (docs/product/car-care.md): on by default; turned off, no reminder email goes
 * out. Saved as it is flipped (PUT /v3/users/profile `maintenance_reminders`); `onSaved` gets the profile as saved.
 */
export function MaintenanceRemindersSetting({ profile, onSaved }: { profile: UserProfile; onSaved: (saved: UserProfile) => void }) {
  const update = useUpdateProfile();
  const save = useAction(async (on: boolean) => onSaved(await update.mutateAsync({ maintenanceReminders: on })));
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        Email notifications
      </Title>
      <Switch
        label="Maintenance reminders"
        description="An email when a service falls due on one of your vehicles, at most once a month per vehicle."
        checked={update.isPending && update.variables.maintenanceReminders !== undefined ? update.variables.maintenanceReminders : profile.maintenanceReminders}
        disabled={save.pending}
        onChange={(event) => void save.run(event.currentTarget.checked)}
      />
      {!profile.confirmed && (
        <Text size="sm" c="dimmed">
          Emails go only to a confirmed address: confirm yours to get them.
        </Text>
      )}
      <ProblemAlert problem={save.problem} onClose={() => save.setProblem(null)} />
    </Stack>
  );
}
