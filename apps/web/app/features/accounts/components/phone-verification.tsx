import { Alert, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { CONFIRMATION_CODE_LENGTH, ConfirmPhoneRequest, type UserProfile } from '@pitstop/contracts';
import { useState } from 'react';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { formatPhone } from '~/components/ui/phone-input';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useConfirmPhone } from '../api/confirm-phone';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useAction } from '~/lib/use-action';

/**
 * The profile's phone number and whether it is verified (docs/product/profile-and-messages.md): no text goes to a
 * number until a code texted to it is entered here. "Verify" texts the code (POST /v3/users/phone_verification_code),
 * the code field confirms it (PUT /v3/users/confirm_phone); the verified profile is handed to `onVerified`.
 */
export function PhoneVerification({ profile, onVerified }: { profile: UserProfile; onVerified: (profile: UserProfile) => void }) {
  const send = useSendPhoneCode();
  const confirm = useConfirmPhone();
  const [sent, setSent] = useState<string | null>(null);
  const form = useSchemaForm(ConfirmPhoneRequest, { initialValues: { code: '' } });

  // A refused code reaches the field through the form's one way, and stays there to be corrected.
  const submit = form.submit(async (values) => onVerified(await confirm.mutateAsync(values)));
  const sendCode = useAction(async () => {
    setSent(null);
    setSent(await send.mutateAsync(undefined));
  });

  if (!profile.phoneNumber) return null;
  const number = formatPhone(profile.phoneNumber);

  return (
    <form noValidate aria-label="Verify your phone number" onSubmit={submit}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Title order={2} fz="lg">
            Phone number
          </Title>
          {profile.phoneVerified ? (
            <Badge color="teal" variant="light">
              Verified
            </Badge>
          ) : (
            <Badge color="yellow" variant="light" c="yellow.9">
              Not verified
            </Badge>
          )}
        </Group>
        {profile.phoneVerified ? (
          <Text size="sm">
            We text <strong>{number}</strong> when you ask to be told by text.
          </Text>
        ) : (
          <>
            <Text size="sm">
              We send no text to <strong>{number}</strong> until you verify it: we text it a {CONFIRMATION_CODE_LENGTH}-digit code to
              enter here.
            </Text>
            <ProblemAlert problem={form.problem} />
            <Group>
              <Button type="button" variant={sent ? 'default' : 'filled'} onClick={() => void sendCode.run()} disabled={sendCode.pending}>
                {sendCode.pending ? 'Sending...' : sent ? 'Send a new code' : 'Verify'}
              </Button>
            </Group>
            {sent && (
              <Alert color="teal" variant="light" role="status">
                {sent}
              </Alert>
            )}
            <ProblemAlert problem={sendCode.problem} />
            {sent && (
              <Group align="flex-start" wrap="wrap">
                <TextInput
                  label="Code from the text message"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={CONFIRMATION_CODE_LENGTH}
                  w={{ base: '100%', xs: 220 }}
                  {...form.getInputProps('code')}
                />
                <Button type="submit" mt={{ base: 0, xs: 25 }} disabled={form.submitting}>
                  {form.submitting ? 'Verifying...' : 'Confirm'}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </form>
  );
}
