import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { EMAIL_CHECK_DEBOUNCE_MS } from '@pitstop/contracts/constants';
import { Link } from 'react-router';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useSignIn } from '../api/sign-in';
import { SignInFormSchema } from '../schemas';
import { completeSignIn } from '../session';

export interface SignInFormProps {
  initialEmail?: string;
  /** The forgot-password screen for the email typed so far. */
  forgotPasswordLink: (email: string) => string;
}

/** POST /v3/sessions; on success the guards leave the page for the remembered destination or /dashboard. */
export function SignInForm({ initialEmail = '', forgotPasswordLink }: SignInFormProps) {
  const config = useRuntimeConfig();
  const signIn = useSignIn();
  const form = useSchemaForm(SignInFormSchema, {
    initialValues: { email: initialEmail, password: '' },
    delays: { email: EMAIL_CHECK_DEBOUNCE_MS },
  });

  const submit = form.submit(async (values) => completeSignIn(await signIn.mutateAsync(values), config));

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <ProblemAlert problem={form.problem} />
        <TextInput label="Email address" type="email" autoComplete="email" maxLength={128} required {...form.getInputProps('email')} />
        <Stack gap={4}>
          <PasswordInput label="Password" autoComplete="current-password" maxLength={128} required {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to={forgotPasswordLink(form.values.email.trim())} size="sm">
              Forgot password?
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" size="md" fullWidth disabled={form.submitting}>
          {form.submitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </Stack>
    </form>
  );
}
