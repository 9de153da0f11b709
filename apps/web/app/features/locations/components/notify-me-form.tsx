import { Alert, Button, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { extractErrorText, GENERIC_FAILURE_TEXT } from '@pitstop/contracts/common/errors';
import { EMAIL_CHECK_DEBOUNCE_MS } from '@pitstop/contracts/constants';
import { BetaContactRequest, locationMessages } from '@pitstop/contracts/locations';
import { useState } from 'react';
import { useBrandName } from '~/lib/runtime-config';
import { useValidationTiming } from '~/lib/validation-timing';
import { useCreateBetaContact } from '../api/create-beta-contact';
import { alreadyRequestedText, notifySuccessText } from '../coverage-texts';

const NotifyMeSchema = BetaContactRequest.pick({ firstName: true, lastName: true, email: true });

interface NotifyMeValues {
  firstName: string;
  lastName: string;
  email: string;
}

type Outcome = { type: 'success' | 'warning'; text: string };

export interface NotifyMeFormProps {
  /** The out-of-market zip the user asked about. */
  zipcode: string;
}

/**
 * "Notify me" (spec 001 §5, §8): first name, last name and a valid email; the request is kept per email
 * and zip. Success and the "already requested" answer are told in place, as the spec words them.
 */
export function NotifyMeForm({ zipcode }: NotifyMeFormProps) {
  const brand = useBrandName();
  const create = useCreateBetaContact();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const timing = useValidationTiming<NotifyMeValues>({ email: EMAIL_CHECK_DEBOUNCE_MS });
  const form = useForm<NotifyMeValues>({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', email: '' },
    validate: schemaResolver(NotifyMeSchema, { sync: true }),
    clearInputErrorOnChange: false,
    enhanceGetInputProps: timing.enhanceGetInputProps,
  });

  const submit = form.onSubmit((values) => {
    setOutcome(null);
    const email = values.email.trim();
    create.mutate(
      { zipcode, email, firstName: values.firstName.trim(), lastName: values.lastName.trim(), product: 'OTM' },
      {
        onSuccess: () => setOutcome({ type: 'success', text: notifySuccessText(email, brand) }),
        onError: (error) =>
          setOutcome({
            type: 'warning',
            text:
              extractErrorText(error) === locationMessages.emailTaken ? alreadyRequestedText(brand) : GENERIC_FAILURE_TEXT,
          }),
      },
    );
  });

  const done = outcome?.type === 'success';
  return (
    <Stack gap="sm" component="section" aria-labelledby="notify-me-title">
      <div>
        <Title order={3} fz="lg" id="notify-me-title">
          Notify me
        </Title>
        <Text size="sm" c="dimmed">
          We&apos;ll email you once shops near {zipcode} join {brand}.
        </Text>
      </div>
      {outcome && (
        <Alert color={outcome.type === 'success' ? 'teal' : 'yellow'} role={outcome.type === 'success' ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
      {!done && (
        <form onSubmit={submit} noValidate aria-label="Notify me">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label="First name" autoComplete="given-name" maxLength={128} {...form.getInputProps('firstName')} />
              <TextInput label="Last name" autoComplete="family-name" maxLength={128} {...form.getInputProps('lastName')} />
            </SimpleGrid>
            <TextInput label="Email" type="email" autoComplete="email" maxLength={128} {...form.getInputProps('email')} />
            <Button type="submit" loading={create.isPending} variant="outline" w={{ base: '100%', xs: 'auto' }}>
              Notify me
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
