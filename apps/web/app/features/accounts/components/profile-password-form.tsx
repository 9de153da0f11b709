import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@pitstop/contracts/common/field-rules';
import { useMemo } from 'react';
import { ProblemAlert } from '~/components/ui/problem-alert';
import type { SessionReply } from '~/lib/current-user';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useChangePassword } from '../api/change-password';
import { changePasswordFormSchema } from '../schemas';

export interface ProfilePasswordFormProps {
  /** Whether the account has a password to confirm (a Facebook or partial account sets its first one). */
  hasPassword: boolean;
  /** The new session the change answers with (other sessions are signed out). */
  onChanged: (reply: SessionReply) => void;
}

/** /profile/password: POST /v3/users/password with the current password (when there is one) and the new one. */
export function ProfilePasswordForm({ hasPassword, onChanged }: ProfilePasswordFormProps) {
  const change = useChangePassword();
  const schema = useMemo(() => changePasswordFormSchema(hasPassword), [hasPassword]);
  const form = useSchemaForm(schema, { initialValues: { currentPassword: '', password: '' } });

  // A wrong or missing current password comes back on its field (`source.pointer`).
  const submit = form.submit(async (values) => {
    const reply = await change.mutateAsync({
      currentPassword: hasPassword ? values.currentPassword : null,
      password: values.password,
    });
    form.reset();
    onChanged(reply);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Change your password">
      <Stack gap="md">
        {!hasPassword && <Text size="sm">Your account has no password yet: choose one to sign in with your email.</Text>}
        <ProblemAlert problem={form.problem} />
        {hasPassword && (
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            maxLength={128}
            required
            {...form.getInputProps('currentPassword')}
          />
        )}
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters. Other devices are signed out when you change it.`}
          autoComplete="new-password"
          maxLength={128}
          required
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? 'Saving...' : hasPassword ? 'Change password' : 'Set password'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
