import { Alert, Button, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { extractErrorText } from '@pitstop/contracts/common/errors';
import { EMAIL_CHECK_DEBOUNCE_MS } from '@pitstop/contracts/constants';
import { ShopContactRequest } from '@pitstop/contracts/locations';
import { useState } from 'react';
import { PhoneInput } from '~/components/ui/phone-input';
import { useBrandName } from '~/lib/runtime-config';
import { useValidationTiming } from '~/lib/validation-timing';
import { useCreateShopContactRequest } from '../api/create-shop-contact-request';
import { suggestThanksText } from '../coverage-texts';

interface SuggestShopValues {
  shopName: string;
  cityState: string;
  phoneNumber: string;
  shopEmail: string;
  notes: string;
}

const NOTES_MAX_LENGTH = 1000;

/**
 * Suggest a shop (spec 000 §5, 001 §5): shop name and its city and state are required, phone and email are
 * optional but must be valid when given; submit stays disabled until the form is valid. Success shows the
 * thank-you text in place of the form.
 */
export function SuggestShopForm() {
  const brand = useBrandName();
  const create = useCreateShopContactRequest();
  const [thanks, setThanks] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const timing = useValidationTiming<SuggestShopValues>({ shopEmail: EMAIL_CHECK_DEBOUNCE_MS });
  const form = useForm<SuggestShopValues>({
    mode: 'controlled',
    initialValues: { shopName: '', cityState: '', phoneNumber: '', shopEmail: '', notes: '' },
    validate: schemaResolver(ShopContactRequest, { sync: true }),
    clearInputErrorOnChange: false,
    enhanceGetInputProps: timing.enhanceGetInputProps,
  });
  const valid = form.isValid();

  const submit = form.onSubmit((values) => {
    setFailure(null);
    // The contract's output: trimmed, the phone as its digits, blanks as null.
    const payload = ShopContactRequest.parse(values);
    create.mutate(payload, {
      onSuccess: () => setThanks(suggestThanksText(payload.shopName, brand)),
      onError: (error) => setFailure(extractErrorText(error)),
    });
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
            {failure && (
              <Alert color="yellow" role="alert">
                {failure}
              </Alert>
            )}
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
            <Button type="submit" disabled={!valid} loading={create.isPending} w={{ base: '100%', xs: 'auto' }}>
              Suggest this shop
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
