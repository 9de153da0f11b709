import { Alert, Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { CONFIRMATION_CODE_LENGTH, ConfirmEmailRequest } from '@pitstop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { setCurrentUser } from '~/lib/current-user';
import { useConfirmEmail, useResendConfirmationCode } from '../api/confirm-email';

/**
 * "Confirm your account" (spec 000 §2 "Accounts"): the 6-digit code from the email (PUT /v3/users/confirm_email,
 * signed in), and a link that sends a new one. A confirmed profile goes into the store; the page then moves on.
 */
export function ConfirmAccountForm({ email }: { email: string }) {
  const confirm = useConfirmEmail();
  const resend = useResendConfirmationCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState<{ ok: boolean; text: string } | null>(null);
  const labelId = useId();

  const submit = async (value: string) => {
    if (confirm.isPending) return;
    const parsed = ConfirmEmailRequest.safeParse({ code: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      setCurrentUser(await confirm.mutateAsync(parsed.data));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setCode('');
    }
  };

  const sendAgain = async () => {
    setResent(null);
    try {
      setResent({ ok: true, text: await resend.mutateAsync() });
    } catch (caught) {
      setResent({ ok: false, text: caught instanceof Error ? caught.message : String(caught) });
    }
  };

  return (
    <form
      noValidate
      aria-label="Confirm your account"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit(code);
      }}
    >
      <Stack gap="md">
        <Text>
          We sent a {CONFIRMATION_CODE_LENGTH}-digit code to <strong>{email}</strong>. Enter it below to confirm your
          email address.
        </Text>
        <Stack gap={6}>
          <Text component="span" id={labelId} fw={600} size="sm">
            Confirmation code
          </Text>
          <PinInput
            role="group"
            aria-labelledby={labelId}
            length={CONFIRMATION_CODE_LENGTH}
            type="number"
            inputMode="numeric"
            oneTimeCode
            autoFocus
            size="lg"
            gap="xs"
            value={code}
            onChange={(value) => {
              setCode(value);
              if (error) setError(null);
            }}
            onComplete={(value) => void submit(value)}
            error={error !== null}
            disabled={confirm.isPending}
            getInputProps={(index) => ({ 'aria-label': `Digit ${index + 1} of ${CONFIRMATION_CODE_LENGTH}` })}
          />
          {error && (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          )}
        </Stack>
        <Button type="submit" size="md" fullWidth disabled={confirm.isPending || code.length !== CONFIRMATION_CODE_LENGTH}>
          {confirm.isPending ? 'Confirming...' : 'Confirm my account'}
        </Button>
        <Group gap={6} justify="center">
          <Text size="sm">Didn&apos;t get the code?</Text>
          <Anchor component="button" type="button" size="sm" onClick={() => void sendAgain()} disabled={resend.isPending}>
            {resend.isPending ? 'Sending...' : 'Send a new code'}
          </Anchor>
        </Group>
        {resent &&
          (resent.ok ? (
            <Alert color="teal" variant="light" role="status">
              {resent.text}
            </Alert>
          ) : (
            <Alert color="red" variant="light" role="alert">
              {resent.text}
            </Alert>
          ))}
      </Stack>
    </form>
  );
}
