import { Alert, Button, FileInput, Fieldset, Group, NumberInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { MAX_EXTRA_PHOTO_BYTES, type ShopExtraLinesInput } from '@pitstop/contracts';
import { MAX_LINE_HOURS } from '@pitstop/contracts/shops';
import { useState } from 'react';

interface LineValues {
  key: number;
  serviceName: string;
  description: string;
  laborHours: number | string;
  parts: number | string;
  fees: number | string;
}

/** NumberInput settings for an amount in dollars (the API takes cents). */
const MONEY_INPUT = { prefix: '$', min: 0, decimalScale: 2, thousandSeparator: ',', allowNegative: false, inputMode: 'decimal' } as const;

const emptyLine = (key: number): LineValues => ({ key, serviceName: '', description: '', laborHours: 0, parts: 0, fees: 0 });
const toCents = (dollars: number | string) => Math.round(Number(dollars || 0) * 100);

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
  const [lines, setLines] = useState<LineValues[]>([emptyLine(0)]);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const change = (index: number, patch: Partial<LineValues>) => setLines((current) => current.map((line, at) => (at === index ? { ...line, ...patch } : line)));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (lines.some((line) => !line.serviceName.trim())) return setProblem('Name the work on every line.');
    if (photo && photo.size > MAX_EXTRA_PHOTO_BYTES) return setProblem('The photo is too large: at most 2 MB.');
    setSending(true);
    try {
      await onSubmit({
        lineItems: lines.map((line) => ({
          serviceName: line.serviceName,
          description: line.description || null,
          laborHours: Number(line.laborHours || 0),
          partsCents: toCents(line.parts),
          feesCents: toCents(line.fees),
        })),
        note: note || null,
        photo: photo ? { data: await base64Of(photo) } : null,
      });
      setLines([emptyLine(Date.now())]);
      setNote('');
      setPhoto(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'We could not send the extra work.');
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Extra work">
      <Stack gap="md">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {lines.map((line, index) => (
          <Fieldset key={line.key} legend={`Line ${index + 1}`} radius="md">
            <Stack gap="sm">
              <TextInput label="Work" required value={line.serviceName} onChange={(event) => change(index, { serviceName: event.currentTarget.value })} />
              <TextInput label="Details" value={line.description} onChange={(event) => change(index, { description: event.currentTarget.value })} />
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                <NumberInput
                  label="Labor hours"
                  value={line.laborHours}
                  onChange={(value) => change(index, { laborHours: value })}
                  min={0}
                  max={MAX_LINE_HOURS}
                  step={0.1}
                  decimalScale={2}
                  allowNegative={false}
                  inputMode="decimal"
                />
                <NumberInput label="Parts" description="With your markup" {...MONEY_INPUT} value={line.parts} onChange={(value) => change(index, { parts: value })} />
                <NumberInput label="Fees" {...MONEY_INPUT} value={line.fees} onChange={(value) => change(index, { fees: value })} />
              </SimpleGrid>
              {lines.length > 1 && (
                <Group justify="flex-end">
                  <Button variant="subtle" color="red" size="xs" onClick={() => setLines((current) => current.filter((_, at) => at !== index))}>
                    Remove line {index + 1}
                  </Button>
                </Group>
              )}
            </Stack>
          </Fieldset>
        ))}
        <Group>
          <Button variant="default" size="xs" onClick={() => setLines((current) => [...current, emptyLine(Date.now())])}>
            Add a line
          </Button>
        </Group>
        <Textarea label="Note to the customer" rows={3} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
        <FileInput label="Photo" description="PNG, JPEG or WebP, at most 2 MB" accept="image/png,image/jpeg,image/webp" clearable value={photo} onChange={setPhoto} />
        <Group justify="flex-end">
          <Button type="submit" loading={sending}>
            Send to the customer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
