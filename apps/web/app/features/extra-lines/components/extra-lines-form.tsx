import { Button, FileInput, Fieldset, Group, NumberInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { MAX_EXTRA_PHOTO_BYTES, ShopExtraLineInput, ShopExtraLinesInput, extraLineMessages } from '@pitstop/contracts';
import { MAX_LINE_HOURS } from '@pitstop/contracts/shops';
import { z } from 'zod';
import { MoneyInput } from '~/components/ui/money-input';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useSchemaForm } from '~/lib/use-schema-form';

const amount = z
  .number()
  .nullable()
  .transform((cents) => cents ?? 0)
  .pipe(ShopExtraLineInput.shape.partsCents);

/**
 * One line as typed, checked with the contract's rules: hours as the field gives them, amounts in cents (empty is
 * none), a key for React. The name's own limits are the server's (its 422 points at the field).
 */
const LineValues = z.object({
  key: z.number(),
  serviceName: z.string(),
  description: ShopExtraLineInput.shape.description,
  laborHours: z
    .union([z.number(), z.string()])
    .transform((hours) => Number(hours || 0))
    .pipe(ShopExtraLineInput.shape.laborHours),
  partsCents: amount,
  feesCents: amount,
});

/** The form: every line named (said once, above the lines), the contract's note, a photo of at most 2 MB. */
const ExtraLinesFormSchema = z.object({
  lineItems: z
    .array(LineValues)
    .min(1)
    .refine((lines) => lines.every((line) => line.serviceName.trim() !== ''), 'Name the work on every line.'),
  note: ShopExtraLinesInput.shape.note,
  photo: z
    .custom<File>((file) => typeof File !== 'undefined' && file instanceof File)
    .nullable()
    .refine((file) => !file || file.size <= MAX_EXTRA_PHOTO_BYTES, extraLineMessages.photoTooLarge),
});

const emptyLine = (key: number) => ({ key, serviceName: '', description: '', laborHours: 0, partsCents: 0, feesCents: 0 });
/** Each new line's React key: unique on the page. */
let lineKeys = 0;
const newLine = () => emptyLine(++lineKeys);

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * The shop's extra work for a booked job: one or several lines (what, hours, parts with markup, fees), a note and
 * an optional photo. The server prices each line with the location's rates and tells the customer.
 */
export function ExtraLinesForm({ onSubmit }: { onSubmit: (body: ShopExtraLinesInput) => Promise<unknown> }) {
  const form = useSchemaForm(ExtraLinesFormSchema, { initialValues: { lineItems: [emptyLine(0)], note: '', photo: null } });
  const lines = form.values.lineItems;
  const submit = form.submit(async ({ lineItems, note, photo }) => {
    await onSubmit({
      lineItems: lineItems.map(({ key, ...line }) => ({ ...line, serviceName: line.serviceName.trim() })),
      note,
      photo: photo ? { data: await base64Of(photo) } : null,
    });
    form.setValues({ lineItems: [newLine()], note: '', photo: null });
  });
  const listProblem = typeof form.errors.lineItems === 'string' ? form.errors.lineItems : null;

  return (
    <form onSubmit={submit} noValidate aria-label="Extra work">
      <Stack gap="md">
        <ProblemAlert problem={form.problem ?? listProblem} />
        {lines.map((line, index) => (
          <Fieldset key={line.key} legend={`Line ${index + 1}`} radius="md">
            <Stack gap="sm">
              <TextInput label="Work" required {...form.getInputProps(`lineItems.${index}.serviceName`)} />
              <TextInput label="Details" {...form.getInputProps(`lineItems.${index}.description`)} />
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                <NumberInput
                  label="Labor hours"
                  {...form.getInputProps(`lineItems.${index}.laborHours`)}
                  min={0}
                  max={MAX_LINE_HOURS}
                  step={0.1}
                  decimalScale={2}
                  allowNegative={false}
                  inputMode="decimal"
                />
                <MoneyInput label="Parts" description="With your markup" {...form.getInputProps(`lineItems.${index}.partsCents`)} />
                <MoneyInput label="Fees" {...form.getInputProps(`lineItems.${index}.feesCents`)} />
              </SimpleGrid>
              {lines.length > 1 && (
                <Group justify="flex-end">
                  <Button variant="subtle" color="red" size="xs" onClick={() => form.removeListItem('lineItems', index)}>
                    Remove line {index + 1}
                  </Button>
                </Group>
              )}
            </Stack>
          </Fieldset>
        ))}
        <Group>
          <Button variant="default" size="xs" onClick={() => form.insertListItem('lineItems', newLine())}>
            Add a line
          </Button>
        </Group>
        <Textarea label="Note to the customer" rows={3} {...form.getInputProps('note')} />
        <FileInput label="Photo" description="PNG, JPEG or WebP, at most 2 MB" accept="image/png,image/jpeg,image/webp" clearable {...form.getInputProps('photo')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Send to the customer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
