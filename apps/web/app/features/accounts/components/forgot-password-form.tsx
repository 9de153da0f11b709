import { Button, Stack, Text, TextInput } from '@mantine/core';
import { EMAIL_CHECK_DEBOUNCE_MS } from '@pitstop/contracts/constants';
import { PASSWORD_RESET_TTL_MINUTES, accountMessages } from '@pitstop/contracts';
import { useState } from 'react';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useRequestPasswordReset } from '../api/forgot-password';
import { ForgotPasswordFormSchema } from '../schemas';

/**
 * POST /v3/users/forgot_password. The confirmation is the same whether the email has an account or not, so
 * the page never tells who is registered.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const form = useSchemaForm(ForgotPasswordFormSchema, {
    initialValues: { email: initialEmail },
    delays: { email: EMAIL_CHECK_DEBOUNCE_MS },
  });

  const submit = form.submit(async ({ email }) => {
    const message = await request.mutateAsync({ email });
    setSentTo({ email, message: message || accountMessages.resetLinkSent });
  });

  if (sentTo) {
    return (
      <Stack gap="md" role="status">
        <Text fw={700}>Check your email</Text>
        <Text>{sentTo.message}</Text>
        <Text size="sm" c="dimmed">
          The link was sent to {sentTo.email} if it belongs to an account. It works for {PASSWORD_RESET_TTL_MINUTES} minutes.
        </Text>
        <Button variant="default" onClick={() => setSentTo(null)}>
          Use another email address
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Reset your password">
      <Stack gap="md">
        <Text size="sm">Enter the email address of your account and we will send you a link to choose a new password.</Text>
        <ProblemAlert problem={form.problem} />
        <TextInput label="Email address" type="email" autoComplete="email" maxLength={128} required {...form.getInputProps('email')} />
        <Button type="submit" size="md" fullWidth disabled={form.submitting}>
          {form.submitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </Stack>
    </form>
  );
}
