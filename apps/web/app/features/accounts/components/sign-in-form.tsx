import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { EMAIL_CHECK_DEBOUNCE_MS } from '@pitstop/contracts/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { useValidationTiming } from '~/lib/validation-timing';
import { useSignIn } from '../api/sign-in';
import { SignInFormSchema } from '../schemas';
import { completeSignIn } from '../session';

interface SignInValues {
  email: string;
  password: string;
}

export interface SignInFormProps {
  initialEmail?: string;
  /** The forgot-password screen for the email typed so far. */
  forgotPasswordLink: (email: string) => string;
}

/** POST /v3/sessions; on success the guards leave the page for the remembered destination or /dashboard. */
export function SignInForm({ initialEmail = '', forgotPasswordLink }: SignInFormProps) {
  const config = useRuntimeConfig();
  const signIn = useSignIn();
  const [error, setError] = useState<string | null>(null);
  const timing = useValidationTiming<SignInValues>({ email: EMAIL_CHECK_DEBOUNCE_MS });
  const form = useForm<SignInValues>({
    mode: 'controlled',
    initialValues: { email: initialEmail, password: '' },
    validate: schemaResolver(SignInFormSchema, { sync: true }),
    clearInputErrorOnChange: false,
    enhanceGetInputProps: timing.enhanceGetInputProps,
  });

  const submit = async (values: SignInValues) => {
    setError(null);
    try {
      const reply = await signIn.mutateAsync({ email: values.email.trim(), password: values.password });
      completeSignIn(reply, config);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate aria-label="Sign in">
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <TextInput label="Email address" type="email" autoComplete="email" maxLength={128} required {...form.getInputProps('email')} />
        <Stack gap={4}>
          <PasswordInput label="Password" autoComplete="current-password" maxLength={128} required {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to={forgotPasswordLink(form.values.email.trim())} size="sm">
              Forgot password?
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" size="md" fullWidth disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </Stack>
    </form>
  );
}
