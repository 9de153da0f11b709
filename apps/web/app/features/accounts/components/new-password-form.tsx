import { Button, PasswordInput, Stack } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@pitstop/contracts/common/field-rules';
import { ProblemAlert } from '~/components/ui/problem-alert';
import type { SessionReply } from '~/lib/current-user';
import { useSchemaForm } from '~/lib/use-schema-form';
import { NewPasswordFormSchema, passwordReady } from '../schemas';

export interface NewPasswordFormProps {
  /** Saves the password: a reset link's (POST /v3/users/password_reset) or an account's first (POST /v3/users/password). */
  save: (password: string) => Promise<SessionReply>;
  /** The session the save answers with (it signs the user in). */
  onSaved: (reply: SessionReply) => void;
  /** The form's accessible name. */
  name?: string;
  label?: string;
  submitLabel?: string;
}

/**
 * A new password, and nothing else: a reset link's page and a program page's create-password step. Saving is
 * possible once the password is valid (longer than 6 characters until it is first validated, `passwordReady`).
 */
export function NewPasswordForm({
  save,
  onSaved,
  name = 'Choose a new password',
  label = 'New password',
  submitLabel = 'Save my new password',
}: NewPasswordFormProps) {
  const form = useSchemaForm(NewPasswordFormSchema, { initialValues: { password: '' } });
  const ready = !form.submitting && passwordReady(form.values.password, form.validated.password);

  const submit = form.submit(async ({ password }) => onSaved(await save(password)));

  return (
    <form onSubmit={submit} noValidate aria-label={name}>
      <Stack gap="md">
        <ProblemAlert problem={form.problem} />
        <PasswordInput
          label={label}
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          autoComplete="new-password"
          maxLength={128}
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" fullWidth disabled={!ready}>
          {form.submitting ? 'Saving...' : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
