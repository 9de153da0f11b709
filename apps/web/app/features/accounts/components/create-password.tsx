import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { PASSWORD_RESET_TTL_MINUTES } from '@pitstop/contracts';
import { EMAIL_CHECK_DEBOUNCE_MS, LOADING_BUTTON_TEXT } from '@pitstop/contracts/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { acceptSession } from '~/lib/current-user';
import { useCurrentUser } from '~/lib/store';
import { useSchemaForm } from '~/lib/use-schema-form';
import { changePassword } from '../api/change-password';
import { requestPasswordReset } from '../api/forgot-password';
import { getUserType } from '../api/get-user-type';
import { startPartialAccount } from '../api/start-partial-account';
import { ForgotPasswordFormSchema } from '../schemas';
import { completeSignUp } from '../session';
import { NewPasswordForm } from './new-password-form';

/** The sentences of the create-password page (docs/product/membership.md, ADR 062). */
export const CREATE_PASSWORD_TEXT = {
  hasPassword: 'You already have a password.',
  linkSent: 'We emailed you a link to set your password.',
} as const;

type Step = 'email' | 'password' | 'has-password' | 'link-sent';

export interface CreatePasswordProps {
  /** The program whose page this is: a new account joins it (sign-up's partnerName). */
  program: string;
  /** The page the account starts from (PUT /users/email_verification's landing_page). */
  landingPage: string;
  /** Where an account that has a password signs in: the program landing's sign-in form. */
  signInPath: string;
  /** The password is set: go on to the create-password-success page. */
  onPasswordSet: () => void;
}

/**
 * A program page's create-password step (spec 000 §7 "GET /v3/users/type", "PUT /v3/users/email_verification";
 * docs/product/accounts.md "Partial accounts"; ADR 062). An email first; then, by what the server knows of it:
 * - no account: a partial account in the program, signed in, then a password for it (POST /v3/users/password, within
 *   the 15 minutes after the account's creation the server allows for a first password);
 * - an account with a password: it signs in;
 * - an account without one (partial, made by a partner, Facebook): a reset link by email sets it.
 * A signed-in person without a password goes straight to the password.
 */
export function CreatePassword({ program, landingPage, signInPath, onPasswordSet }: CreatePasswordProps) {
  const user = useCurrentUser();
  const [step, setStep] = useState<Step>(() => (user ? (user.hasPassword ? 'has-password' : 'password') : 'email'));
  const form = useSchemaForm(ForgotPasswordFormSchema, {
    initialValues: { email: '' },
    delays: { email: EMAIL_CHECK_DEBOUNCE_MS },
  });

  const submit = form.submit(async ({ email }) => {
    let type = await getUserType(email);
    if (!type.exists) {
      const reply = await startPartialAccount({ email, landingPage, partnerName: program });
      if (reply.data) {
        await completeSignUp(reply, null);
        setStep('password');
        return;
      }
      // Someone made the account a moment ago: the server describes it instead.
      type = reply.meta;
    }
    if (type.hasPassword) {
      setStep('has-password');
      return;
    }
    await requestPasswordReset({ email });
    setStep('link-sent');
  });

  if (step === 'password') {
    return (
      <Stack gap="md">
        <Text size="sm">Choose a password to sign in with{user ? ` as ${user.email}` : ''}.</Text>
        <NewPasswordForm
          name="Create your password"
          label="Password"
          submitLabel="Set my password"
          save={(password) => changePassword({ password, currentPassword: null })}
          onSaved={(reply) => {
            acceptSession(reply);
            onPasswordSet();
          }}
        />
      </Stack>
    );
  }
  if (step === 'has-password') {
    return (
      <Alert color="blue" variant="light" role="status" title={CREATE_PASSWORD_TEXT.hasPassword}>
        <Anchor component={Link} to={signInPath} underline="always">
          Sign in
        </Anchor>
      </Alert>
    );
  }
  if (step === 'link-sent') {
    return (
      <Alert color="teal" variant="light" role="status" title={CREATE_PASSWORD_TEXT.linkSent}>
        <Text size="sm">It works for {PASSWORD_RESET_TTL_MINUTES} minutes; choosing your password with it signs you in.</Text>
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Find your account">
      <Stack gap="md">
        <Text size="sm">Enter your email address to set a password for your account.</Text>
        <ProblemAlert problem={form.problem} />
        <TextInput label="Email address" type="email" autoComplete="email" maxLength={128} required {...form.getInputProps('email')} />
        <Button type="submit" size="md" fullWidth disabled={form.submitting}>
          {form.submitting ? LOADING_BUTTON_TEXT : 'Continue'}
        </Button>
      </Stack>
    </form>
  );
}
