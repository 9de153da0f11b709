import { Button, Fieldset, Group, NumberInput, SimpleGrid, Stack, Table, Text, Textarea } from '@mantine/core';
import type { ShopBid } from '@pitstop/contracts';
import type { LineRates } from '@pitstop/contracts/common/line-figures';
import { formatCents } from '@pitstop/contracts/common/money';
import { MAX_LINE_HOURS } from '@pitstop/contracts/shops';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useSchemaForm } from '~/lib/use-schema-form';
import { MONEY_INPUT } from './number-inputs';
import { BidFormSchema, type BidFormValues, bidOfValues, bidTotals } from '../bid-values';

export interface BidFormProps {
  /** The starting lines: the draft at the location's rates, or the offer being changed. */
  initialValues: BidFormValues;
  /** The location's labor rate and tax rate: the total shown is computed as the server will. */
  rates: LineRates;
  submitLabel: string;
  onSubmit: (bid: ShopBid) => Promise<unknown>;
  onCancel?: () => void;
}

const hoursText = (hours: number) => `${hours.toLocaleString('en-US', { maximumFractionDigits: 2 })} h`;

/**
 * The offer by hand: one group per requested service with its hours, parts and fees, opened prefilled so a shop
 * only adjusts, and the total the customer will pay, worked out as the server works it out (the server's figures
 * are the ones kept).
 */
export function BidForm({ initialValues, rates, submitLabel, onSubmit, onCancel }: BidFormProps) {
  const form = useSchemaForm(BidFormSchema, { initialValues });
  const { lines, totals } = bidTotals(form.values.lines, rates);
  const submit = form.submit((values) => onSubmit(bidOfValues(values)));

  return (
    <form onSubmit={submit} noValidate aria-label="Your offer">
      <Stack gap="md">
        <ProblemAlert problem={form.problem} />
        {form.values.lines.map((line, index) => {
          const figures = lines[index];
          return (
            <Fieldset key={line.serviceId} legend={line.serviceName} radius="md">
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                <NumberInput
                  label="Labor hours"
                  {...form.getInputProps(`lines.${index}.laborHours`)}
                  min={0}
                  max={MAX_LINE_HOURS}
                  step={0.1}
                  decimalScale={2}
                  allowNegative={false}
                  inputMode="decimal"
                />
                <NumberInput
                  label="Parts"
                  description="With your markup"
                  {...MONEY_INPUT}
                  {...form.getInputProps(`lines.${index}.parts`)}
                />
                <NumberInput
                  label="Fees"
                  description="Diagnosis, disposal…"
                  {...MONEY_INPUT}
                  {...form.getInputProps(`lines.${index}.fees`)}
                />
              </SimpleGrid>
              <Text size="sm" c="dimmed" mt="xs">
                {figures
                  ? `Labor ${hoursText(figures.laborHours)} × ${formatCents(rates.laborRateCents)} = ${formatCents(figures.laborCents)} · Tax ${formatCents(figures.taxCents)} · Line ${formatCents(figures.totalCents)}`
                  : 'Enter the hours and amounts to see this line’s price.'}
              </Text>
            </Fieldset>
          );
        })}
        <Textarea label="Note for the customer" description="Optional: what the price includes, parts brands, timing." rows={3} maxLength={1000} {...form.getInputProps('note')} />
        <Table aria-label="Offer total" withRowBorders={false} verticalSpacing={4} maw={360}>
          <Table.Tbody>
            {(['laborCents', 'partsCents', 'feesCents', 'taxCents'] as const).map((field) => (
              <Table.Tr key={field}>
                <Table.Th scope="row" fw={400}>
                  {{ laborCents: 'Labor', partsCents: 'Parts', feesCents: 'Fees', taxCents: 'Tax' }[field]}
                </Table.Th>
                <Table.Td ta="right">{totals ? formatCents(totals[field]) : '—'}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">The customer pays</Table.Th>
              <Table.Td ta="right" fw={700} aria-live="polite">
                {totals ? formatCents(totals.totalCents) : '—'}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Group gap="sm">
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={form.submitting}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
