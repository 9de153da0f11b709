import { Alert, Button, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { EMAIL_CHECK_DEBOUNCE_MS } from '@pitstop/contracts/constants';
import { ShopContactRequest } from '@pitstop/contracts/locations';
import { useState } from 'react';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { PhoneInput } from '~/components/ui/phone-input';
import { useBrandName } from '~/lib/runtime-config';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useCreateShopContactRequest } from '../api/create-shop-contact-request';
import { suggestThanksText } from '../coverage-texts';

const NOTES_MAX_LENGTH = 1000;

/**
 * Suggest a shop (docs/product/errors-and-validation.md): shop name and its city and state are required, phone and email are
 * optional but must be valid when given; submit stays disabled until the form is valid. Success shows the
 * thank-you text in place of the form.
 */
export function SuggestShopForm() {
  const brand = useBrandName();
  const create = useCreateShopContactRequest();
  const [thanks, setThanks] = useState<string | null>(null);
  const form = useSchemaForm(ShopContactRequest, {
    initialValues: { shopName: '', cityState: '', phoneNumber: '', shopEmail: '', notes: '' },
    delays: { shopEmail: EMAIL_CHECK_DEBOUNCE_MS },
  });
  const valid = form.isValid();

  // The schema's output: trimmed, the phone as its digits, blanks as null.
  const submit = form.submit(async (values) => {
    await create.mutateAsync(values);
    setThanks(suggestThanksText(values.shopName, brand));
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="suggest-shop-title">
      <div>
        <Title order={3} fz="lg" id="suggest-shop-title">
          Suggest a shop
        </Title>
        <Text size="sm" c="dimmed">
          Know a good shop near you? Tell us and we&apos;ll invite them to {brand}.
        </Text>
      </div>
      {thanks ? (
        <Alert color="teal" role="status">
          {thanks}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Suggest a shop">
          <Stack gap="sm">
            <ProblemAlert problem={form.problem} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label="Shop name" withAsterisk maxLength={128} {...form.getInputProps('shopName')} />
              <TextInput
                label="City and state"
                placeholder="e.g. Cheyenne, WY"
                withAsterisk
                maxLength={128}
                {...form.getInputProps('cityState')}
              />
              <PhoneInput label="Shop phone (optional)" {...form.getInputProps('phoneNumber')} />
              <TextInput
                label="Shop email (optional)"
                type="email"
                maxLength={128}
                {...form.getInputProps('shopEmail')}
              />
            </SimpleGrid>
            <Textarea
              label="Notes (optional)"
              rows={3}
              maxLength={NOTES_MAX_LENGTH}
              {...form.getInputProps('notes')}
            />
            <Button type="submit" disabled={!valid} loading={form.submitting} w={{ base: '100%', xs: 'auto' }}>
              Suggest this shop
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
