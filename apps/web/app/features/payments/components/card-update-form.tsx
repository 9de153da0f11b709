import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useSchemaForm } from '~/lib/use-schema-form';
import type { SavedCardView } from '../api/list-credit-cards';
import { useUpdateCreditCard } from '../api/update-credit-card';
import { CardUpdateFormSchema, billingAddressDelays } from '../schemas';
import { AddressFields } from './address-fields';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { ExpiryFields } from './expiry-fields';

/** Changes a saved card's name, expiry and billing address (docs/product/booking-and-payments.md). */
export function CardUpdateForm({ card, onUpdated, onCancel }: { card: SavedCardView; onUpdated: () => void; onCancel: () => void }) {
  const update = useUpdateCreditCard();
  const info = card.stripeCardInfo;
  const form = useSchemaForm(CardUpdateFormSchema, {
    initialValues: {
      name: info.name,
      expMonth: String(info.expMonth),
      expYear: String(info.expYear),
      addressLine1: info.addressLine1,
      addressLine2: info.addressLine2 ?? '',
      addressCity: info.addressCity,
      addressState: info.addressState,
      addressZip: info.addressZip,
      addressCountry: 'US',
    },
    delays: billingAddressDelays,
  });
  const submit = form.submit(async ({ expMonth, expYear, ...details }) => {
    await update.mutateAsync({ id: card.id, details: { ...details, expMonth: Number(expMonth), expYear: Number(expYear) } });
    onUpdated();
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Update your ${card.type} ending in ${card.last4}`}>
      <Stack gap="md">
        <ProblemAlert problem={form.problem?.message ?? null} onClose={() => form.setProblem(null)} />
        <TextInput label="Name on card" placeholder="Name on card" autoComplete="cc-name" maxLength={128} required {...form.getInputProps('name')} />
        <ExpiryFields inputProps={(key) => form.getInputProps(key)} idPrefix={`card-${card.id}`} />
        <AddressFields inputProps={(key) => form.getInputProps(key as never)} zipKey="addressZip" stateRequired={false} idPrefix={`card-${card.id}`} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Update card
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
