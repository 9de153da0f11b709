import { Button, Checkbox, Radio, Group, Stack, Text, Textarea } from '@mantine/core';
import { NOTE_MAX_LENGTH, ServiceRequestCreate, URGENCIES, URGENCY_LABELS, type Urgency } from '@pitstop/contracts';
import { z } from 'zod';
import { useSchemaForm } from '~/lib/use-schema-form';
import type { NoteType } from '../onramp-steps';

export const DIAGNOSIS_NOTE_REQUIRED = 'Describe the problem for the mechanic.';
const tooLong = `Keep the note under ${NOTE_MAX_LENGTH} characters.`;

/** When and how, as the create call takes them (docs/product/signed-in-home.md: urgency, urgencyDescription, concierge). */
const Timing = ServiceRequestCreate.pick({ urgency: true, urgencyDescription: true, concierge: true });
const NOTE_SCHEMAS = {
  service: Timing.extend({ notes: z.string().trim().max(NOTE_MAX_LENGTH, { message: tooLong }) }),
  diagnosis: Timing.extend({ notes: z.string().trim().min(1, { message: DIAGNOSIS_NOTE_REQUIRED }).max(NOTE_MAX_LENGTH, { message: tooLong }) }),
} satisfies Record<NoteType, unknown>;

export interface NoteDetails {
  notes: string;
  urgency: Urgency | null;
  urgencyDescription: string;
  concierge: boolean;
}

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
  initial: NoteDetails;
  onSubmit: (details: NoteDetails) => void;
}

/**
 * "Add a note for the mechanic" (docs/product/requests-and-offers.md): the request's notes — for a diagnosis the description of
 * the problem, and required; otherwise optional —, how soon the work is needed with a word on it, and whether a
 * concierge should fetch the car (the create call's urgency, urgency_description and concierge; docs/product/signed-in-home.md).
 */
export function NoteForm({ type, initial, onSubmit }: NoteFormProps) {
  const form = useSchemaForm(NOTE_SCHEMAS[type], { initialValues: initial });
  const texts = FIELD_TEXTS[type];
  const submit = form.submit((values) =>
    onSubmit({ notes: values.notes, urgency: values.urgency, urgencyDescription: values.urgencyDescription ?? '', concierge: values.concierge }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Add a note for the mechanic">
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
        <Radio.Group label="How soon do you need the work done?" description="Optional: shops plan their bays with it." {...form.getInputProps('urgency')}>
          <Group gap="lg" mt="xs">
            {URGENCIES.map((urgency) => (
              <Radio key={urgency} value={urgency} label={URGENCY_LABELS[urgency]} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label="Anything about timing? (optional)"
          placeholder="e.g. I need the car back by Friday for a trip."
          autosize
          minRows={2}
          maxLength={NOTE_MAX_LENGTH}
          {...form.getInputProps('urgencyDescription')}
        />
        <Checkbox
          label="I'd like concierge service"
          description="Where the shop offers it, someone picks your car up and brings it back."
          {...form.getInputProps('concierge', { type: 'checkbox' })}
        />
        <Button type="submit" size="md" style={{ alignSelf: 'flex-start' }}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
