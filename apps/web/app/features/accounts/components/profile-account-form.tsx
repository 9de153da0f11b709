import { Button, Checkbox, Divider, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { accountMessages, type ProfileUpdateRequest, type UserProfile } from '@pitstop/contracts';
import { EMAIL_CHECK_DEBOUNCE_MS } from '@pitstop/contracts/constants';
import { SMS_DISCLAIMER } from '@pitstop/contracts/sign-up-constants';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { PhoneInput, formatPhone } from '~/components/ui/phone-input';
import { ZipInput } from '~/components/ui/zip-input';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileAccountFormSchema, type ProfileAccountValues } from '../schemas';

const hasPhone = (phone: string) => /\d/.test(phone);

export function profileAccountValues(profile: UserProfile): ProfileAccountValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email,
    password: '',
    phoneNumber: formatPhone(profile.phoneNumber),
    contactViaTextMessage: profile.contactViaTextMessage,
    address_1: profile.address_1 ?? '',
    address_2: profile.address_2 ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    zipcode: profile.zipcode ?? '',
  };
}

/** The PUT /v3/users/profile body: the password only with an email change; empty optional fields cleared. */
export function profileUpdate(values: ProfileAccountValues, profile: UserProfile): ProfileUpdateRequest {
  const emailChanged = values.email.trim().toLowerCase() !== profile.email.toLowerCase();
  const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(emailChanged ? { email: values.email.trim(), password: values.password } : {}),
    phoneNumber: hasPhone(values.phoneNumber) ? values.phoneNumber : null,
    contactViaTextMessage: hasPhone(values.phoneNumber) && values.contactViaTextMessage,
    address_1: blankToNull(values.address_1),
    address_2: blankToNull(values.address_2),
    city: blankToNull(values.city),
    state: blankToNull(values.state)?.toUpperCase() ?? null,
    zipcode: blankToNull(values.zipcode),
  };
}

export interface ProfileAccountFormProps {
  profile: UserProfile;
  /** The saved profile; `emailChanged` when a new address now waits for its confirmation code. */
  onSaved: (profile: UserProfile, emailChanged: boolean) => void;
}

/**
 * /profile/account (docs/product/accounts.md): names, email, phone and SMS consent, address.
 */
export function ProfileAccountForm({ profile, onSaved }: ProfileAccountFormProps) {
  const update = useUpdateProfile();
  const form = useSchemaForm(ProfileAccountFormSchema, {
    initialValues: profileAccountValues(profile),
    delays: { email: EMAIL_CHECK_DEBOUNCE_MS },
    onValuesChange: (values, previous) => {
      if (previous.phoneNumber !== values.phoneNumber && !hasPhone(values.phoneNumber) && values.contactViaTextMessage) {
        form.setFieldValue('contactViaTextMessage', false);
      }
    },
  });
  const emailChanged = form.values.email.trim().toLowerCase() !== profile.email.toLowerCase();

  // The server points a taken email and a wrong or missing password at their fields; the validation messages (docs/product/errors-and-validation.md) word
  // the taken email its own way.
  const submit = form.submit(
    async (values) => {
      if (emailChanged && profile.hasPassword && values.password === '') {
        form.setFieldError('password', accountMessages.passwordRequiredForEmailChange);
        return;
      }
      const saved = await update.mutateAsync(profileUpdate(values, profile));
      form.setFieldValue('password', '');
      onSaved(saved, emailChanged);
    },
    { texts: { email_taken: accountMessages.emailInUseShown } },
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Account details">
      <Stack gap="md">
        <ProblemAlert problem={form.problem} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" maxLength={128} required {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" maxLength={128} required {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput
          label="Email address"
          type="email"
          autoComplete="email"
          maxLength={128}
          required
          description={emailChanged ? 'We will send a code to the new address to confirm it.' : undefined}
          {...form.getInputProps('email')}
        />
        {emailChanged && profile.hasPassword && (
          <PasswordInput
            label="Current password"
            description="Needed to change your email address."
            autoComplete="current-password"
            maxLength={128}
            required
            {...form.getInputProps('password')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PhoneInput label="Phone number (optional)" {...form.getInputProps('phoneNumber')} />
        </SimpleGrid>
        <Checkbox
          label="Text me updates about my service requests"
          description={SMS_DISCLAIMER}
          disabled={!hasPhone(form.values.phoneNumber)}
          {...form.getInputProps('contactViaTextMessage', { type: 'checkbox' })}
        />
        <Divider my="xs" />
        <div>
          <Title order={2} fz="lg">
            Address
          </Title>
          <Text size="sm" c="dimmed">
            Optional. Used to suggest shops near you.
          </Text>
        </div>
        <TextInput label="Address line 1" autoComplete="address-line1" maxLength={128} {...form.getInputProps('address_1')} />
        <TextInput label="Address line 2" autoComplete="address-line2" maxLength={128} {...form.getInputProps('address_2')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <TextInput label="City" autoComplete="address-level2" maxLength={128} {...form.getInputProps('city')} />
          <TextInput
            label="State"
            placeholder="IL"
            autoComplete="address-level1"
            maxLength={2}
            {...form.getInputProps('state')}
          />
          <ZipInput label="ZIP code" {...form.getInputProps('zipcode')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? 'Saving...' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
