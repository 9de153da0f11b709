import { Button, Stack, Text, Textarea } from '@mantine/core';
import { NOTE_MAX_LENGTH } from '@pitstop/contracts';
import { z } from 'zod';
import { useSchemaForm } from '~/lib/use-schema-form';
import type { NoteType } from '../onramp-steps';

export const DIAGNOSIS_NOTE_REQUIRED = 'Describe the problem for the mechanic.';
const tooLong = `Keep the note under ${NOTE_MAX_LENGTH} characters.`;

const NOTE_SCHEMAS = {
  service: z.object({ notes: z.string().trim().max(NOTE_MAX_LENGTH, { message: tooLong }) }),
  diagnosis: z.object({ notes: z.string().trim().min(1, { message: DIAGNOSIS_NOTE_REQUIRED }).max(NOTE_MAX_LENGTH, { message: tooLong }) }),
} satisfies Record<NoteType, unknown>;

const FIELD_TEXTS: Record<NoteType, { label: string; description: string; placeholder: string }> = {
  service: {
    label: 'Note for the mechanic (optional)',
    description: 'Anything the shop should know: a noise, a warning light, parts you want used.',
    placeholder: 'e.g. The brakes squeal when I stop at low speed.',
  },
  diagnosis: {
    label: "What's going on with your car?",
    description: 'What you hear, see or feel, when it happens and since when.',
    placeholder: 'e.g. A grinding noise from the front left wheel when I turn, for about a week.',
  },
};

export interface NoteFormProps {
  type: NoteType;
  initial: string;
  onSubmit: (notes: string) => void;
}

/**
 * "Add a note for the mechanic" (spec 000 §2 notes/{type}): the request's notes. For a diagnosis the note is the
 * description of the problem, and required; otherwise it is optional.
 */
export function NoteForm({ type, initial, onSubmit }: NoteFormProps) {
  const form = useSchemaForm(NOTE_SCHEMAS[type], { initialValues: { notes: initial } });
  const texts = FIELD_TEXTS[type];
  return (
    <form onSubmit={form.submit((values) => onSubmit(values.notes))} noValidate aria-label="Add a note for the mechanic">
      <Stack gap="md">
        <Textarea
          label={texts.label}
          description={texts.description}
          placeholder={texts.placeholder}
          required={type === 'diagnosis'}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={NOTE_MAX_LENGTH}
          {...form.getInputProps('notes')}
        />
        <Text size="xs" c="dimmed" ta="right" aria-live="polite">
          {form.values.notes.length} / {NOTE_MAX_LENGTH}
        </Text>
        <Button type="submit" size="md" style={{ alignSelf: 'flex-start' }}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
