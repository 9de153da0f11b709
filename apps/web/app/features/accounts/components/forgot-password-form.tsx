import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { EMAIL_CHECK_DEBOUNCE_MS } from '@pitstop/contracts/constants';
import { PASSWORD_RESET_TTL_MINUTES, accountMessages } from '@pitstop/contracts';
import { useState } from 'react';
import { useValidationTiming } from '~/lib/validation-timing';
import { useRequestPasswordReset } from '../api/forgot-password';
import { ForgotPasswordFormSchema } from '../schemas';

interface ForgotValues {
  email: string;
}

/**
 * POST /v3/users/forgot_password. The confirmation is the same whether the email has an account or not, so
 * the page never tells who is registered.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timing = useValidationTiming<ForgotValues>({ email: EMAIL_CHECK_DEBOUNCE_MS });
  const form = useForm<ForgotValues>({
    mode: 'controlled',
    initialValues: { email: initialEmail },
    validate: schemaResolver(ForgotPasswordFormSchema, { sync: true }),
    clearInputErrorOnChange: false,
    enhanceGetInputProps: timing.enhanceGetInputProps,
  });

  const submit = async ({ email }: ForgotValues) => {
    setError(null);
    try {
      const message = await request.mutateAsync({ email: email.trim() });
      setSentTo({ email: email.trim(), message: message || accountMessages.resetLinkSent });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

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
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate aria-label="Reset your password">
      <Stack gap="md">
        <Text size="sm">Enter the email address of your account and we will send you a link to choose a new password.</Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <TextInput label="Email address" type="email" autoComplete="email" maxLength={128} required {...form.getInputProps('email')} />
        <Button type="submit" size="md" fullWidth disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </Stack>
    </form>
  );
}
