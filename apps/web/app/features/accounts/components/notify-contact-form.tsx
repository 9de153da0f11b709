import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { type NotificationMethod, type UserProfile, notificationMethodOf } from '@pitstop/contracts';
import { SMS_DISCLAIMER } from '@pitstop/contracts/sign-up-constants';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { PhoneInput, formatPhone } from '~/components/ui/phone-input';
import { setCurrentUser } from '~/lib/current-user';
import type { ActionOptions } from '~/lib/use-action';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useUpdateProfile } from '../api/update-profile';
import { NotifyContactFormSchema, type NotifyContactValues } from '../schemas';

const digitsOf = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** The notification method, derived from what is given — email ticked, a phone with texts ticked. */
export const notificationMethodOfValues = (values: NotifyContactValues): NotificationMethod =>
  notificationMethodOf({ email: values.byEmail, phone: digitsOf(values.phoneNumber) !== '' && values.byText });

export const NOTIFICATION_TEXTS: Record<NotificationMethod, string> = {
  both: 'We’ll email and text you when new estimates arrive.',
  email: 'We’ll email you when new estimates arrive.',
  phone: 'We’ll text you when new estimates arrive.',
  none: 'We won’t send you anything: your estimates will be on your request’s page.',
};

/** Shown when texts are asked for a number not verified yet (docs/product/profile-and-messages.md). */
export const UNVERIFIED_PHONE_TEXT =
  'We text only a verified number: verify this one on your Account page (we text it a code). Until then, no texts.';

export interface NotifyContactFormProps {
  profile: UserProfile;
  /** Sends the request with the derived method; a failure it throws is shown on the form. */
  onContinue: (method: NotificationMethod) => Promise<void>;
  submitLabel: string;
  submittingLabel: string;
  /** How the form maps a failure (texts, codes it handles itself: `onFailure`). */
  errorOptions?: Omit<ActionOptions, 'form'>;
}

/**
 * "How can we reach you when estimates are ready?" (docs/product/accounts.md): the email (shown), an optional
 * mobile phone with the spec's mask and rule, and whether to be texted (only with a phone; cleared when the
 * phone is emptied). A phone given, or texts newly asked for, are saved to the profile first (PUT
 * /users/profile with contact_via_text_message) — a request told by text needs the phone on the account.
 * Unticking texts here chooses this request's method only; it never withdraws the account's consent.
 */
export function NotifyContactForm({ profile, onContinue, submitLabel, submittingLabel, errorOptions }: NotifyContactFormProps) {
  const update = useUpdateProfile();
  const form = useSchemaForm(NotifyContactFormSchema, {
    initialValues: {
      byEmail: true,
      phoneNumber: formatPhone(profile.phoneNumber),
      byText: profile.contactViaTextMessage && profile.phoneNumber !== null,
    },
    onValuesChange: (values, previous) => {
      if (previous.phoneNumber !== values.phoneNumber && digitsOf(values.phoneNumber) === '' && values.byText) {
        form.setFieldValue('byText', false);
      }
    },
  });
  const method = notificationMethodOfValues(form.values);
  const phoneEntered = digitsOf(form.values.phoneNumber) !== '';
  // Texts go only to a number verified by a texted code (a new number is not): say so where texts are asked for.
  const textsWaitForVerification =
    (method === 'phone' || method === 'both') && !(profile.phoneVerified && digitsOf(form.values.phoneNumber) === digitsOf(profile.phoneNumber));

  const submit = form.submit(async (values) => {
    const phone = digitsOf(values.phoneNumber);
    const texts = phone !== '' && values.byText;
    const phoneChanged = phone !== '' && phone !== digitsOf(profile.phoneNumber);
    if (phoneChanged || (texts && !profile.contactViaTextMessage)) {
      setCurrentUser(await update.mutateAsync({ phoneNumber: phone, contactViaTextMessage: texts || profile.contactViaTextMessage }));
    }
    await onContinue(notificationMethodOfValues(values));
  }, errorOptions);

  return (
    <form onSubmit={submit} noValidate aria-label="How can we reach you">
      <Stack gap="md">
        <ProblemAlert problem={form.problem} />
        <Checkbox
          label={
            <>
              Email me at <strong>{profile.email}</strong>
            </>
          }
          {...form.getInputProps('byEmail', { type: 'checkbox' })}
        />
        <PhoneInput label="Mobile phone (optional)" {...form.getInputProps('phoneNumber')} />
        <Checkbox
          label="Text me when new estimates arrive"
          description={SMS_DISCLAIMER}
          disabled={!phoneEntered}
          {...form.getInputProps('byText', { type: 'checkbox' })}
        />
        <Text size="sm" role="status" aria-live="polite">
          {NOTIFICATION_TEXTS[method]}
          {textsWaitForVerification && ` ${UNVERIFIED_PHONE_TEXT}`}
        </Text>
        <Button type="submit" size="md" disabled={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {form.submitting ? submittingLabel : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
