import { Alert, Button, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { GENERIC_FAILURE_TEXT } from '@pitstop/contracts/common/errors';
import { EMAIL_CHECK_DEBOUNCE_MS } from '@pitstop/contracts/constants';
import { BetaContactFields } from '@pitstop/contracts/locations';
import { useState } from 'react';
import { useBrandName } from '~/lib/runtime-config';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useCreateBetaContact } from '../api/create-beta-contact';
import { alreadyRequestedText, notifySuccessText } from '../coverage-texts';

const NotifyMeSchema = BetaContactFields.pick({ firstName: true, lastName: true, email: true });

export interface NotifyMeFormProps {
  /** The out-of-market zip the user asked about. */
  zipcode: string;
}

/**
 * "Notify me" (docs/product/errors-and-validation.md): first name, last name and a valid email; the request is kept per email
 * and zip. Success and the "already requested" answer are told in place, as the spec words them.
 */
export function NotifyMeForm({ zipcode }: NotifyMeFormProps) {
  const brand = useBrandName();
  const create = useCreateBetaContact();
  const [notified, setNotified] = useState<string | null>(null);
  const form = useSchemaForm(NotifyMeSchema, {
    initialValues: { firstName: '', lastName: '', email: '' },
    delays: { email: EMAIL_CHECK_DEBOUNCE_MS },
  });

  // A request already kept for this email is not a mistake in the field: it is told as a warning.
  const submit = form.submit(
    async (values) => {
      await create.mutateAsync({ zipcode, ...values, product: 'OTM' });
      setNotified(notifySuccessText(values.email, brand));
    },
    { formLevel: ['email_taken'] },
  );
  const { problem } = form;
  const warning =
    problem?.code === 'email_taken' ? alreadyRequestedText(brand) : problem?.message ? GENERIC_FAILURE_TEXT : null;

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
      {notified ? (
        <Alert color="teal" role="status">
          {notified}
        </Alert>
      ) : (
        <>
          {warning && (
            <Alert color="yellow" role="alert">
              {warning}
            </Alert>
          )}
          <form onSubmit={submit} noValidate aria-label="Notify me">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput label="First name" autoComplete="given-name" maxLength={128} {...form.getInputProps('firstName')} />
                <TextInput label="Last name" autoComplete="family-name" maxLength={128} {...form.getInputProps('lastName')} />
              </SimpleGrid>
              <TextInput label="Email" type="email" autoComplete="email" maxLength={128} {...form.getInputProps('email')} />
              <Button type="submit" loading={form.submitting} variant="outline" w={{ base: '100%', xs: 'auto' }}>
                Notify me
              </Button>
            </Stack>
          </form>
        </>
      )}
    </Stack>
  );
}
