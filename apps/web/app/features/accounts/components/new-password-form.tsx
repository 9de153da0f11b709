import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '@pitstop/contracts/common/field-rules';
import { useState } from 'react';
import { useValidationTiming } from '~/lib/validation-timing';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFormSchema } from '../schemas';
import type { SessionReply } from '~/lib/current-user';

interface NewPasswordValues {
  password: string;
}

/** The new password of a reset link (POST /v3/users/password_reset); the reply signs the user in. */
export function NewPasswordForm({ token, onReset }: { token: string; onReset: (reply: SessionReply) => void }) {
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);
  const timing = useValidationTiming<NewPasswordValues>();
  const form = useForm<NewPasswordValues>({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: schemaResolver(NewPasswordFormSchema, { sync: true }),
    clearInputErrorOnChange: false,
    enhanceGetInputProps: timing.enhanceGetInputProps,
  });

  const submit = async ({ password }: NewPasswordValues) => {
    setError(null);
    try {
      onReset(await reset.mutateAsync({ passwordResetToken: token, password }));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          autoComplete="new-password"
          maxLength={128}
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" fullWidth disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Save my new password'}
        </Button>
      </Stack>
    </form>
  );
}
