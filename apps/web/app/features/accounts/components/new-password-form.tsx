import { Button, PasswordInput, Stack } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@pitstop/contracts/common/field-rules';
import { ProblemAlert } from '~/components/ui/problem-alert';
import type { SessionReply } from '~/lib/current-user';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFormSchema } from '../schemas';

/** The new password of a reset link (POST /v3/users/password_reset); the reply signs the user in. */
export function NewPasswordForm({ token, onReset }: { token: string; onReset: (reply: SessionReply) => void }) {
  const reset = useResetPassword();
  const form = useSchemaForm(NewPasswordFormSchema, { initialValues: { password: '' } });

  const submit = form.submit(async ({ password }) => onReset(await reset.mutateAsync({ passwordResetToken: token, password })));

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        <ProblemAlert problem={form.problem} />
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          autoComplete="new-password"
          maxLength={128}
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" fullWidth disabled={form.submitting}>
          {form.submitting ? 'Saving...' : 'Save my new password'}
        </Button>
      </Stack>
    </form>
  );
}
