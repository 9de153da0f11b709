import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { appointmentMessages } from '@pitstop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { proposalsKey } from '~/features/bookings/api/list-appointment-proposals';
import { shopProposals } from '~/features/bookings/api/list-appointments';
import { useScheduleAppointment } from '~/features/bookings/api/schedule-appointment';
import { bookingPath } from '~/features/bookings/booking-paths';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useAction } from '~/lib/use-action';
import { AppointmentStates } from '~/features/bookings/components/appointment-states';
import { ShopProposals } from '~/features/bookings/components/shop-proposals';
import { SlotPicker } from '~/features/bookings/components/slot-picker';
import { appointmentStarted } from '~/features/bookings/slot-display';
import { OfferPage } from '~/features/service-requests/components/offer-page';
import { pushAlert } from '~/lib/alerts';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /service-request/{id}/offer/{offerId}/reschedule, "Reschedule your appointment" (docs/product/booking-and-payments.md;
 * guests are sent to sign in): another free time (PUT …/appointments {slotKey}), or a time the shop proposed,
 * accepted or rejected. A time chosen is asked about first (docs/product/keyboard-and-focus.md: nothing moves on one click); done, it says
 * so and shows the booking as it is now.
 */
export const handle: RouteHandle = { title: 'Reschedule your appointment' };

export const meta = handleMeta;

export default function Reschedule() {
  const { id = '', offerId = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const schedule = useScheduleAppointment();
  const [pending, setPending] = useState<string | null>(null);
  const [asked, setAsked] = useState<{ id: string; label: string } | null>(null);
  const ids = { id, offerId };
  const done = () => void navigate(bookingPath('confirmation', ids));
  const move = useAction(
    async (slot: { id: string; label: string }) => {
      setPending(slot.id);
      try {
        await schedule.mutateAsync({ requestId: id, slotKey: slot.id });
        await client.invalidateQueries({ queryKey: proposalsKey(id, null) });
        pushAlert({ type: 'success', message: `Your appointment is moved to ${slot.label}.` });
        done();
      } finally {
        setPending(null);
        setAsked(null);
      }
    },
    {
      onFailure: (problem) => {
        if (problem.code === 'slot_taken') void client.invalidateQueries({ queryKey: proposalsKey(id, null) });
        return problem;
      },
    },
  );
  return (
    <OfferPage title="Reschedule your appointment" requestId={id} offerId={offerId}>
      {() => (
        <AppointmentStates requestId={id} bookHref={bookingPath('book', ids)}>
          {(booking, all) => (
            <Stack gap="lg">
              <Paper withBorder radius="md" p="md">
                <Text size="sm">Booked now</Text>
                <Text fw={700}>{booking.slot.label}</Text>
              </Paper>
              {appointmentStarted(booking.slot.startsAt) ? (
                <Alert color="yellow" variant="light" role="status">
                  {appointmentMessages.appointmentStarted}
                </Alert>
              ) : (
                <>
              <ShopProposals requestId={id} proposals={shopProposals(all)} onAccepted={done} />
              <section aria-labelledby="other-times">
                <Title order={2} fz="lg" id="other-times" mb="xs">
                  Choose another time
                </Title>
                <Stack gap="sm">
                  <ProblemAlert problem={move.problem} onClose={() => move.setProblem(null)} />
                  <SlotPicker
                    requestId={id}
                    offerId={null}
                    currentStartsAt={booking.slot.startsAt}
                    pendingSlotKey={pending}
                    onChoose={(slot) => setAsked(slot)}
                  />
                </Stack>
              </section>
              <Modal opened={asked !== null} onClose={() => setAsked(null)} title="Move your appointment?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
                <Stack gap="md">
                  <Text size="sm">
                    From {booking.slot.label} to <strong>{asked?.label}</strong>. The shop is told at once.
                  </Text>
                  <Group justify="flex-end">
                    <Button variant="default" onClick={() => setAsked(null)} disabled={pending !== null}>
                      Keep the current time
                    </Button>
                    <Button loading={pending !== null} onClick={() => asked && void move.run(asked)}>
                      Move it
                    </Button>
                  </Group>
                </Stack>
              </Modal>
                </>
              )}
            </Stack>
          )}
        </AppointmentStates>
      )}
    </OfferPage>
  );
}
