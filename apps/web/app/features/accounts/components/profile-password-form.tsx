import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { accountMessages } from '@pitstop/contracts';
import { PASSWORD_MIN_LENGTH } from '@pitstop/contracts/common/field-rules';
import { useState } from 'react';
import type { SessionReply } from '~/lib/current-user';
import { useValidationTiming } from '~/lib/validation-timing';
import { useChangePassword } from '../api/change-password';
import { ChangePasswordFormSchema } from '../schemas';

interface PasswordValues {
  currentPassword: string;
  password: string;
}

export interface ProfilePasswordFormProps {
  /** Whether the account has a password to confirm (a Facebook or partial account sets its first one). */
  hasPassword: boolean;
  /** The new session the change answers with (other sessions are signed out). */
  onChanged: (reply: SessionReply) => void;
}

/** /profile/password: POST /v3/users/password with the current password (when there is one) and the new one. */
export function ProfilePasswordForm({ hasPassword, onChanged }: ProfilePasswordFormProps) {
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const timing = useValidationTiming<PasswordValues>();
  const form = useForm<PasswordValues>({
    mode: 'controlled',
    initialValues: { currentPassword: '', password: '' },
    validate: (values) => ({
      ...schemaResolver(ChangePasswordFormSchema, { sync: true })(values),
      ...(hasPassword && values.currentPassword === '' ? { currentPassword: accountMessages.currentPasswordRequired } : {}),
    }),
    clearInputErrorOnChange: false,
    enhanceGetInputProps: timing.enhanceGetInputProps,
  });

  const submit = async (values: PasswordValues) => {
    setError(null);
    try {
      const reply = await change.mutateAsync({
        currentPassword: hasPassword ? values.currentPassword : null,
        password: values.password,
      });
      form.reset();
      onChanged(reply);
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : String(caught);
      if (message === accountMessages.currentPasswordWrong || message === accountMessages.currentPasswordRequired) {
        form.setFieldError('currentPassword', message);
      } else setError(message);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate aria-label="Change your password">
      <Stack gap="md">
        {!hasPassword && <Text size="sm">Your account has no password yet: choose one to sign in with your email.</Text>}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
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
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : hasPassword ? 'Change password' : 'Set password'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
