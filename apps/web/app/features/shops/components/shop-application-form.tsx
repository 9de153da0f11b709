import { Alert, Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { MAX_INPUT_LENGTH } from '@pitstop/contracts/common/fields';
import {
  APPOINTMENT_TYPES,
  SHOP_APPLICATION_BAYS_MAX,
  SHOP_APPLICATION_BAYS_MIN,
  SHOP_APPLICATION_MESSAGE_MAX_LENGTH,
  SHOP_APPLICATION_SERVICE_LABELS,
  type ShopApplication,
  ShopApplicationRequest,
} from '@pitstop/contracts/shops';
import { EMAIL_CHECK_DEBOUNCE_MS, REQUIRED_ADDRESS_DEBOUNCE_MS } from '@pitstop/contracts/constants';
import { useState } from 'react';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { PhoneInput } from '~/components/ui/phone-input';
import { ZipInput } from '~/components/ui/zip-input';
import { useBrandName } from '~/lib/runtime-config';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useCreateShopApplication } from '../api/create-shop-application';

const ADDRESS_DELAY = REQUIRED_ADDRESS_DEBOUNCE_MS;

/**
 * A shop's application to join (`/automotive-service-professionals/apply`; docs/product/public-pages.md): the
 * contract's rules — the spec's own messages for the shop name, names, email, phone and address — checked as the
 * shop types (on blur and after the pause) and again by the server; then the thank-you in place of the form.
 */
export function ShopApplicationForm() {
  const brand = useBrandName();
  const create = useCreateShopApplication();
  const [sent, setSent] = useState<ShopApplication | null>(null);
  const form = useSchemaForm(ShopApplicationRequest, {
    initialValues: {
      shopName: '',
      contactFirstName: '',
      contactLastName: '',
      email: '',
      phone: '',
      addressLine1: '',
      addressLine2: '',
      addressCity: '',
      addressState: '',
      addressZipcode: '',
      services: [],
      bays: '',
      website: '',
      message: '',
    },
    delays: {
      email: EMAIL_CHECK_DEBOUNCE_MS,
      addressLine1: ADDRESS_DELAY,
      addressCity: ADDRESS_DELAY,
      addressState: ADDRESS_DELAY,
      addressZipcode: ADDRESS_DELAY,
    },
  });

  const submit = form.submit(async (values) => {
    const application = await create.mutateAsync(values);
    setSent(application);
  });

  if (sent) {
    return (
      <Alert color="teal" role="status" title="Thank you for applying" radius="md">
        <Stack gap="xs">
          <Text>
            We have the application of {sent.shopName}. Our team will contact {sent.contactFirstName} at {sent.email} about
            joining {brand}.
          </Text>
        </Stack>
      </Alert>
    );
  }

  const services = form.getInputProps('services');
  return (
    <form onSubmit={submit} noValidate aria-label="Shop application">
      <Stack gap="lg">
        <ProblemAlert problem={form.problem} />
        <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Title order={2} fz="lg" component="legend" mb="xs">
            Your shop
          </Title>
          <TextInput label="Shop name" withAsterisk maxLength={MAX_INPUT_LENGTH} autoComplete="organization" {...form.getInputProps('shopName')} />
          <TextInput label="Address line 1" withAsterisk maxLength={MAX_INPUT_LENGTH} autoComplete="address-line1" {...form.getInputProps('addressLine1')} />
          <TextInput label="Address line 2 (optional)" maxLength={MAX_INPUT_LENGTH} autoComplete="address-line2" {...form.getInputProps('addressLine2')} />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput label="City" withAsterisk maxLength={MAX_INPUT_LENGTH} autoComplete="address-level2" {...form.getInputProps('addressCity')} />
            <TextInput label="State" withAsterisk maxLength={2} autoComplete="address-level1" placeholder="TX" {...form.getInputProps('addressState')} />
            <ZipInput label="Zip code" withAsterisk {...form.getInputProps('addressZipcode')} />
          </SimpleGrid>
          <Checkbox.Group label="Services you offer" withAsterisk {...services}>
            <Group gap="lg" mt={6}>
              {APPOINTMENT_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={SHOP_APPLICATION_SERVICE_LABELS[type]} />
              ))}
            </Group>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label="Service bays"
              withAsterisk
              min={SHOP_APPLICATION_BAYS_MIN}
              max={SHOP_APPLICATION_BAYS_MAX}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('bays')}
            />
            <TextInput label="Website (optional)" maxLength={MAX_INPUT_LENGTH} autoComplete="url" placeholder="yourshop.com" {...form.getInputProps('website')} />
          </SimpleGrid>
        </Stack>
        <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Title order={2} fz="lg" component="legend" mb="xs">
            Who we contact
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="First name" withAsterisk maxLength={MAX_INPUT_LENGTH} autoComplete="given-name" {...form.getInputProps('contactFirstName')} />
            <TextInput label="Last name" withAsterisk maxLength={MAX_INPUT_LENGTH} autoComplete="family-name" {...form.getInputProps('contactLastName')} />
            <TextInput label="Email" type="email" withAsterisk maxLength={MAX_INPUT_LENGTH} autoComplete="email" {...form.getInputProps('email')} />
            <PhoneInput label="Phone number" withAsterisk autoComplete="tel" {...form.getInputProps('phone')} />
          </SimpleGrid>
          <Textarea
            label="Anything else we should know (optional)"
            rows={3}
            maxLength={SHOP_APPLICATION_MESSAGE_MAX_LENGTH}
            {...form.getInputProps('message')}
          />
        </Stack>
        <Button type="submit" loading={form.submitting} size="md" w={{ base: '100%', xs: 'auto' }}>
          Send application
        </Button>
      </Stack>
    </form>
  );
}
