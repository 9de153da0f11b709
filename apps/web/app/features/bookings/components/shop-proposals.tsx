import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAcceptAppointmentProposal } from '../api/accept-appointment-proposal';
import { useDeleteAppointment } from '../api/delete-appointment';
import type { AppointmentView } from '../api/list-appointments';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useAction } from '~/lib/use-action';

/**
 * Times the shop proposed instead of the booked one (docs/product/booking-and-payments.md): accept one (the
 * booking moves there) or reject it (POST …/appointments/ {appointmentId}; DELETE …/appointments?appointment_id=).
 */
export function ShopProposals({ requestId, proposals, onAccepted }: { requestId: string; proposals: AppointmentView[]; onAccepted: () => void }) {
  const accept = useAcceptAppointmentProposal();
  const reject = useDeleteAppointment();
  const [acting, setActing] = useState<{ id: string; action: 'accept' | 'reject' } | null>(null);
  const answer = useAction(async (proposal: AppointmentView, action: 'accept' | 'reject') => {
    setActing({ id: proposal.id, action });
    try {
      if (action === 'accept') {
        await accept.mutateAsync({ requestId, appointmentId: proposal.id });
        onAccepted();
      } else {
        await reject.mutateAsync({ requestId, appointmentId: proposal.id });
      }
    } finally {
      setActing(null);
    }
  });
  if (proposals.length === 0) return null;

  return (
    <section aria-labelledby="shop-proposals">
      <Title order={2} fz="lg" id="shop-proposals" mb="xs">
        The shop proposed another time
      </Title>
      <Stack gap="xs">
        <ProblemAlert problem={answer.problem} onClose={() => answer.setProblem(null)} />
        {proposals.map((proposal) => (
          <Paper key={proposal.id} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600}>{proposal.slot.label}</Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  aria-label={`Accept ${proposal.slot.label}`}
                  loading={acting?.id === proposal.id && acting.action === 'accept'}
                  disabled={acting !== null}
                  onClick={() => void answer.run(proposal, 'accept')}
                >
                  Accept
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Reject ${proposal.slot.label}`}
                  loading={acting?.id === proposal.id && acting.action === 'reject'}
                  disabled={acting !== null}
                  onClick={() => void answer.run(proposal, 'reject')}
                >
                  Reject
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
