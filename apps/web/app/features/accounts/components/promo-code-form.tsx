import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { PromoRequest } from '@pitstop/contracts';
import { useState } from 'react';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useApplyPromoCode } from '../api/apply-promo-code';

/**
 * A promo code or a friend's invite code (docs/product/rewards.md): the server's sentence says what was added, or
 * why not ("Promo code is invalid.", "You have already used this promo code.", …), on the field.
 */
export function PromoCodeForm({ onApplied }: { onApplied?: () => unknown }) {
  const apply = useApplyPromoCode();
  const [applied, setApplied] = useState<string | null>(null);
  const form = useSchemaForm(PromoRequest, { initialValues: { promoCode: '' } });
  const submit = form.submit(async (values) => {
    setApplied(null);
    const { message } = await apply.mutateAsync(values);
    setApplied(message);
    form.reset();
    await onApplied?.();
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby="promo-code-title">
      <Title order={2} fz="lg" id="promo-code-title">
        Have a promo code?
      </Title>
      {applied && (
        <Alert color="teal" role="status">
          {applied}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label="Apply a promo code">
        <Stack gap="sm">
          <ProblemAlert problem={form.problem} />
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput label="Promo or invite code" maxLength={64} autoCapitalize="characters" flex={1} miw={200} {...form.getInputProps('promoCode')} />
            <Button type="submit" mt={{ base: 0, xs: 25 }} loading={form.submitting}>
              Apply
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
