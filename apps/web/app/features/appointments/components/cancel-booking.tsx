import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useDeleteAppointment } from '../api/delete-appointment';
import { ActionProblem } from './action-problem';

/** Cancels the booking after a confirmation (spec 000 §7 DELETE …/appointments): the hold and the slot are released. */
export function CancelBooking({ requestId, onCancelled }: { requestId: string; onCancelled: () => void }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useDeleteAppointment();
  const confirm = async () => {
    setProblem(null);
    try {
      await cancel.mutateAsync({ requestId });
      setOpen(false);
      onCancelled();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Hmm, something went wrong. Sorry about that.');
    }
  };
  return (
    <>
      <Button variant="default" color="red" onClick={() => setOpen(true)}>
        Cancel appointment
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Cancel this appointment?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text size="sm">The time is given back to the shop and the hold on your card is released. You return to your estimates.</Text>
          <ActionProblem message={problem} onClose={() => setProblem(null)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              Keep it
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => void confirm()}>
              Cancel appointment
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
