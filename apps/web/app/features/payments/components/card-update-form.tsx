import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useSchemaForm } from '~/lib/use-schema-form';
import type { SavedCardView } from '../api/list-credit-cards';
import { useUpdateCreditCard } from '../api/update-credit-card';
import { CardUpdateFormSchema, billingAddressDelays, parseExpiry } from '../schemas';
import { AddressFields } from './address-fields';
import { CardProblem } from './card-problem';

/** Changes a saved card's name, expiry and billing address (spec 001 §7 PUT v3/users/credit_cards/{id}). */
export function CardUpdateForm({ card, onUpdated, onCancel }: { card: SavedCardView; onUpdated: () => void; onCancel: () => void }) {
  const update = useUpdateCreditCard();
  const info = card.stripeCardInfo;
  const form = useSchemaForm(CardUpdateFormSchema, {
    initialValues: {
      name: info.name,
      expiry: `${String(info.expMonth).padStart(2, '0')} / ${String(info.expYear % 100).padStart(2, '0')}`,
      addressLine1: info.addressLine1,
      addressLine2: info.addressLine2 ?? '',
      addressCity: info.addressCity,
      addressState: info.addressState,
      addressZip: info.addressZip,
      addressCountry: 'US',
    },
    delays: billingAddressDelays,
  });
  const submit = form.submit(async ({ expiry, ...details }) => {
    const parsed = parseExpiry(expiry);
    if (!parsed) return;
    await update.mutateAsync({ id: card.id, details: { ...details, ...parsed } });
    onUpdated();
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Update your ${card.type} ending in ${card.last4}`}>
      <Stack gap="md">
        <CardProblem message={form.problem?.message ?? null} onClose={() => form.setProblem(null)} />
        <TextInput label="Name on card" placeholder="Name on card" autoComplete="cc-name" maxLength={128} required {...form.getInputProps('name')} />
        <TextInput label="Expiry (MM / YY)" autoComplete="cc-exp" maxLength={7} required {...form.getInputProps('expiry')} />
        <AddressFields inputProps={(key) => form.getInputProps(key as never)} zipKey="addressZip" idPrefix={`card-${card.id}`} />
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
