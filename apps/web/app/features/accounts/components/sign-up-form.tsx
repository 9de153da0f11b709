import { Alert, Anchor, Button, Checkbox, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '@pitstop/contracts/common/field-rules';
import { EMAIL_CHECK_DEBOUNCE_MS, LOADING_BUTTON_TEXT } from '@pitstop/contracts/constants';
import { PROGRAM_PRESELECTED_COMPANY, SIGN_UP_BUTTON_TEXT, SMS_DISCLAIMER } from '@pitstop/contracts/sign-up-constants';
import { type SignUpRequest, type UserProfile, accountMessages } from '@pitstop/contracts';
import { useState } from 'react';
import { Link, href } from 'react-router';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { PhoneInput } from '~/components/ui/phone-input';
import { withQuery } from '~/lib/paths';
import { REDIRECT_PARAM } from '~/lib/route-guard';
import { useBrandName } from '~/lib/runtime-config';
import type { ServerProblem } from '~/lib/server-errors';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useSignUp } from '../api/sign-up';
import { useUpdateProfile } from '../api/update-profile';
import { completePartialAccount, completeSignUp } from '../session';
import { SignUpFormSchema, type SignUpValues, passwordReady } from '../schemas';
import type { SignUpContext } from '../sign-up-flow';
import { DeliveryCompaniesField, deliveryDriverCompanies } from './delivery-companies-field';
import { useFacebookSignInOffered } from './facebook-sign-in';

export interface SignUpFormProps {
  context: SignUpContext;
  /** An invite slug or a promo code applied with the sign-up. */
  promoCode?: string | null;
  /** Where to go after confirming the account (kept through /activate-account). */
  redirectTo?: string | null;
  /**
   * The signed-in partial account (made from an email alone) to complete instead of creating one (docs/product/accounts.md:
   * outside the routes that create accounts, a partial user is updated, then the profile fetched again).
   */
  partialAccount?: UserProfile | null;
}

const hasPhone = (phone: string) => /\d/.test(phone);

/**
 * Whether the submit button may be pressed (docs/product/errors-and-validation.md): first name, last name, email and password valid,
 * nothing loading. A field counts as valid by its latest validation (on blur / after the typing pause); a
 * field not validated yet counts by its value — the password then only when longer than 6 characters
 * ("on sign-up the password is initially valid if longer than 6 characters", ADR 011).
 */
export function signUpReady(values: SignUpValues, passed: Partial<Record<string, boolean>>, loading: boolean): boolean {
  if (loading) return false;
  const initially: Record<'firstName' | 'lastName' | 'email', boolean> = {
    firstName: values.firstName.trim().length > 0,
    lastName: values.lastName.trim().length > 0,
    email: EMAIL_PATTERN.test(values.email.trim()),
  };
  return (
    (Object.keys(initially) as (keyof typeof initially)[]).every((field) => passed[field] ?? initially[field]) &&
    passwordReady(values.password, passed.password)
  );
}

/**
 * The sign-up form (docs/product/accounts.md, docs/product/errors-and-validation.md): names, email, password,
 * an optional masked phone with SMS consent (enabled only with a phone, cleared when the phone is emptied),
 * the delivery-driver company checklist, the join-plus read-only email.
 */
export function SignUpForm({ context, promoCode = null, redirectTo = null, partialAccount = null }: SignUpFormProps) {
  const brandName = useBrandName();
  const facebookOffered = useFacebookSignInOffered();
  const signUp = useSignUp();
  const update = useUpdateProfile();
  const [emailLocked, setEmailLocked] = useState(context.joinPlusEmail !== null || partialAccount !== null);
  const preselected = context.program ? PROGRAM_PRESELECTED_COMPANY[context.program] : undefined;

  const form = useSchemaForm(SignUpFormSchema, {
    initialValues: {
      firstName: partialAccount?.firstName ?? '',
      lastName: partialAccount?.lastName ?? '',
      email: partialAccount?.email ?? context.joinPlusEmail ?? '',
      password: '',
      phoneNumber: '',
      contactViaTextMessage: false,
      companies: preselected ? [preselected] : [],
      otherCompanies: [],
    },
    delays: { email: EMAIL_CHECK_DEBOUNCE_MS },
    onValuesChange: (values, previous) => {
      // The consent is cleared when the phone is emptied.
      if (previous.phoneNumber !== values.phoneNumber && !hasPhone(values.phoneNumber) && values.contactViaTextMessage) {
        form.setFieldValue('contactViaTextMessage', false);
      }
    },
  });

  const loading = form.submitting;
  const ready = signUpReady(form.values, form.validated, loading);
  const phoneEntered = hasPhone(form.values.phoneNumber);

  // 'email_taken' goes on the email field as 'Email is in use already.' (docs/product/errors-and-validation.md) and explains itself
  // above the form; a Facebook account's email
  // is not wrong as typed, so that one is told above the form only.
  const submit = form.submit(
    async (values) => {
      if (!signUpReady(values, form.validated, false)) return;
      if (partialAccount) {
        await completePartialAccount(update.mutateAsync, {
          firstName: values.firstName,
          lastName: values.lastName,
          password: values.password,
          phoneNumber: hasPhone(values.phoneNumber) ? values.phoneNumber : null,
          contactViaTextMessage: hasPhone(values.phoneNumber) && values.contactViaTextMessage,
        });
        return;
      }
      const payload: SignUpRequest = {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password: values.password,
        phoneNumber: hasPhone(values.phoneNumber) ? values.phoneNumber : null,
        contactViaTextMessage: hasPhone(values.phoneNumber) && values.contactViaTextMessage,
        isRetailUser: context.joinPlusEmail === null,
        acquisitionSource: context.acquisitionSource,
        marketingSource: context.marketingSource,
        campaignSource: context.campaignSource,
        partnerName: context.program,
        promoCode,
        deliveryDriverCompanies: context.deliveryDriver ? deliveryDriverCompanies(values.companies, values.otherCompanies) : null,
      };
      await completeSignUp(await signUp.mutateAsync(payload), redirectTo);
    },
    { formLevel: ['facebook_account'], texts: { email_taken: accountMessages.emailInUseShown } },
  );

  const signInLink = withQuery(href('/sign-in'), { [REDIRECT_PARAM]: redirectTo });
  const forgotLink = withQuery(href('/forgot-password'), { email: form.values.email.trim() });

  return (
    <form onSubmit={submit} noValidate aria-label="Create your account">
      <Stack gap="md">
        {form.problem && (
          <SignUpProblemAlert problem={form.problem} signInLink={signInLink} forgotLink={forgotLink} facebookOffered={facebookOffered} />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" maxLength={128} required {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" maxLength={128} required {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <Stack gap={4}>
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            maxLength={128}
            required
            readOnly={emailLocked}
            {...form.getInputProps('email')}
          />
          {emailLocked && !partialAccount && (
            <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setEmailLocked(false)}>
              Change email address
            </Anchor>
          )}
        </Stack>
        <PasswordInput
          label="Password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          autoComplete="new-password"
          maxLength={128}
          required
          {...form.getInputProps('password')}
        />
        <PhoneInput label="Phone number (optional)" {...form.getInputProps('phoneNumber')} />
        <Checkbox
          label="Text me updates about my service requests"
          description={SMS_DISCLAIMER}
          disabled={!phoneEntered}
          {...form.getInputProps('contactViaTextMessage', { type: 'checkbox' })}
        />
        {context.deliveryDriver && (
          <DeliveryCompaniesField
            brandName={brandName}
            checked={form.values.companies}
            onCheckedChange={(companies) => form.setFieldValue('companies', companies)}
            other={form.values.otherCompanies}
            onOtherChange={(other) => form.setFieldValue('otherCompanies', other)}
          />
        )}
        <Button type="submit" size="md" fullWidth disabled={!ready}>
          {loading ? LOADING_BUTTON_TEXT : SIGN_UP_BUTTON_TEXT}
        </Button>
        {!partialAccount && (
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to={signInLink} underline="always">
              Sign in
            </Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}

interface SignUpProblemAlertProps {
  problem: ServerProblem;
  signInLink: string;
  forgotLink: string;
  /** Facebook sign-in is offered on this server: only then may a message point to it. */
  facebookOffered: boolean;
}

function SignUpProblemAlert({ problem, signInLink, forgotLink, facebookOffered }: SignUpProblemAlertProps) {
  if (problem.code === 'email_taken') {
    return (
      <Alert color="red" variant="light" role="alert" title="You already have an account">
        <Text size="sm">
          An account with this email address already exists.{' '}
          <Anchor component={Link} to={signInLink} size="sm" underline="always">
            Sign in
          </Anchor>{' '}
          or{' '}
          <Anchor component={Link} to={forgotLink} size="sm" underline="always">
            reset your password
          </Anchor>
          .
        </Text>
      </Alert>
    );
  }
  if (problem.code === 'facebook_account' && !facebookOffered) {
    // The account signs in only with Facebook, which this server does not offer: a password is the way in.
    return (
      <Alert color="yellow" variant="light" role="alert" title="You already have an account">
        <Text size="sm">
          An account with this email address already exists.{' '}
          <Anchor component={Link} to={forgotLink} size="sm" underline="always">
            Set a password
          </Anchor>{' '}
          to sign in with your email.
        </Text>
      </Alert>
    );
  }
  if (problem.code === 'facebook_account') {
    return (
      <Alert color="yellow" variant="light" role="alert" title="Sign in with Facebook">
        <Text size="sm">
          {problem.message}. Continue with Facebook instead, or{' '}
          <Anchor component={Link} to={forgotLink} size="sm" underline="always">
            set a password
          </Anchor>{' '}
          to sign in with your email.
        </Text>
      </Alert>
    );
  }
  return <ProblemAlert problem={problem} />;
}
