import { Button, Group, type MantineColor } from '@mantine/core';

/**
 * The foot of a form in a dialog: the way out that keeps things as they are, and the submit button (busy while the
 * form submits, the way out then held).
 */
export function FormActions({
  keepLabel,
  onKeep,
  submitLabel,
  submitting,
  color,
}: {
  keepLabel: string;
  onKeep: () => void;
  submitLabel: string;
  submitting: boolean;
  color?: MantineColor;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onKeep} disabled={submitting}>
        {keepLabel}
      </Button>
      <Button type="submit" color={color} loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
