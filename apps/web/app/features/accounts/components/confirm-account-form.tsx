import { Alert, Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { CONFIRMATION_CODE_LENGTH, ConfirmEmailRequest } from '@pitstop/contracts';
import { useId, useState } from 'react';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { setCurrentUser } from '~/lib/current-user';
import { useAction } from '~/lib/use-action';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useConfirmEmail } from '../api/confirm-email';
import { useResendConfirmationCode } from '../api/resend-confirmation-code';

/**
 * "Confirm your account" (docs/product/accounts.md): the 6-digit code from the email (PUT /v3/users/confirm_email,
 * signed in), and a link that sends a new one. A confirmed profile goes into the store; the page then moves on.
 */
export function ConfirmAccountForm({ email }: { email: string }) {
  const confirm = useConfirmEmail();
  const resend = useResendConfirmationCode();
  const [resent, setResent] = useState<string | null>(null);
  const labelId = useId();
  const form = useSchemaForm(ConfirmEmailRequest, { initialValues: { code: '' } });
  const code = form.values.code;
  const error = form.errors.code;

  // A refused code ('That code is not correct.') comes back on the field, which starts over empty.
  const submit = form.submit(async (values) => setCurrentUser(await confirm.mutateAsync(values)), {
    onFailure: (problem) => {
      form.setFieldValue('code', '');
      return problem;
    },
  });

  const sendAgain = useAction(async () => {
    setResent(null);
    setResent(await resend.mutateAsync());
  });

  return (
    <form noValidate aria-label="Confirm your account" onSubmit={submit}>
      <Stack gap="md">
        <ProblemAlert problem={form.problem} />
        <Text>
          We sent a {CONFIRMATION_CODE_LENGTH}-digit code to <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong>. Enter it below to confirm your
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
              form.setFieldValue('code', value);
              form.clearFieldError('code');
            }}
            onComplete={() => {
              if (!form.submitting) submit();
            }}
            error={Boolean(error)}
            disabled={form.submitting}
            getInputProps={(index) => ({ 'aria-label': `Digit ${index + 1} of ${CONFIRMATION_CODE_LENGTH}` })}
          />
          {error && (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          )}
        </Stack>
        <Button type="submit" size="md" fullWidth disabled={form.submitting || code.length !== CONFIRMATION_CODE_LENGTH}>
          {form.submitting ? 'Confirming...' : 'Confirm my account'}
        </Button>
        <Group gap={6} justify="center">
          <Text size="sm">Didn&apos;t get the code?</Text>
          <Anchor component="button" type="button" size="sm" onClick={() => void sendAgain.run()} disabled={sendAgain.pending}>
            {sendAgain.pending ? 'Sending...' : 'Send a new code'}
          </Anchor>
        </Group>
        {resent && (
          <Alert color="teal" variant="light" role="status">
            {resent}
          </Alert>
        )}
        <ProblemAlert problem={sendAgain.problem} />
      </Stack>
    </form>
  );
}
