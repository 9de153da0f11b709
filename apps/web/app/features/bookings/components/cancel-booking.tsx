import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { pushAlert } from '~/lib/alerts';
import { useDeleteAppointment } from '../api/delete-appointment';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useAction } from '~/lib/use-action';

/** Says on screen what a cancellation did (docs/product/keyboard-and-focus.md), wherever it was made: it stays until the person closes it. */
export const CANCELLED_MESSAGE = 'Your appointment is cancelled. The shop has its time back and the hold on your card is released.';

/**
 * Cancels the booking after a confirmation (docs/product/booking-and-payments.md): the hold and the slot are released,
 * and the page says so (`CANCELLED_MESSAGE`).
 */
export function CancelBooking({ requestId, onCancelled, size }: { requestId: string; onCancelled: () => void; size?: ButtonProps['size'] }) {
  const [open, setOpen] = useState(false);
  const cancel = useDeleteAppointment();
  const confirm = useAction(async () => {
    await cancel.mutateAsync({ requestId });
    setOpen(false);
    pushAlert({ type: 'success', message: CANCELLED_MESSAGE });
    onCancelled();
  });
  return (
    <>
      <Button variant="default" color="red" size={size} onClick={() => setOpen(true)}>
        Cancel appointment
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Cancel this appointment?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text size="sm">The time is given back to the shop and the hold on your card is released. You return to your estimates.</Text>
          <ProblemAlert problem={confirm.problem} onClose={() => confirm.setProblem(null)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              Keep it
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => void confirm.run()}>
              Cancel appointment
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
