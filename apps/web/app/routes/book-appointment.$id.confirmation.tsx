import { Alert, Anchor, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { appointmentMessages } from '@pitstop/contracts';
import { useParams } from 'react-router';
import { appointmentStarted } from '~/features/bookings/slot-display';
import { APPOINTMENT_KINDS } from '~/features/standalone-appointments/appointment-kinds';
import { useCancelStandaloneAppointment } from '~/features/standalone-appointments/api/cancel-standalone-appointment';
import { useStandaloneAppointment } from '~/features/standalone-appointments/api/get-standalone-appointment';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useAppStore } from '~/lib/store';
import { AppointmentStepBar } from '~/features/standalone-appointments/components/appointment-step-bar';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useAction } from '~/lib/use-action';

/** /book-appointment/{id}/confirmation (docs/product/booking-and-payments.md, not public): the booked appointment. */
export const handle: RouteHandle = { title: 'Appointment confirmation', stepBar: 'appointment', step: 'confirmation' };

export const meta = handleMeta;

export default function StandaloneAppointmentConfirmation() {
  const { id = '' } = useParams();
  const userId = useAppStore((state) => state.user.profile?.id ?? null);
  const appointment = useStandaloneAppointment(userId, id);
  const cancel = useCancelStandaloneAppointment(id);
  const cancelAppointment = useAction(() => cancel.mutateAsync());

  if (appointment.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" variant="light" role="alert">
          {appointment.error.message}
        </Alert>
      </Container>
    );
  }
  if (!appointment.data) {
    return (
      <Container size="sm" py="xl">
        <Loader aria-label="Loading your appointment" />
      </Container>
    );
  }
  const booking = appointment.data;
  const cancelled = booking.status === 'cancelled';
  // From its start the appointment can no longer be cancelled (the server answers 409 appointment_started).
  const started = appointmentStarted(booking.slot.startsAt);
  // The shop marked that the customer did not come (ADR 046): over, like a cancelled one.
  const missed = booking.status === 'no_show';
  const ended = cancelled || missed;
  return (
    <>
      <AppointmentStepBar routeStep="confirmation" />
      <Container size="sm" py="xl">
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Title order={1} fz="h2">
              {missed ? 'You missed this appointment' : cancelled ? 'Your appointment is cancelled' : 'Your appointment is booked'}
            </Title>
            <Text fw={600}>
              {APPOINTMENT_KINDS[booking.appointmentType]} at {booking.location.name}
            </Text>
            <Text>{booking.slot.label}</Text>
            <Text size="sm" c="dimmed">
              {booking.location.address}, {booking.location.city}, {booking.location.state} {booking.location.zipcode} · {booking.location.phone}
            </Text>
            {booking.notes && <Text size="sm">Your notes: {booking.notes}</Text>}
            {!ended && (
              <Anchor href={booking.calendarUrl} download="appointment.ics">
                Add to your calendar
              </Anchor>
            )}
            <ProblemAlert problem={cancelAppointment.problem} />
            {!ended && started && <Text size="sm">{appointmentMessages.appointmentStarted}</Text>}
            {!ended && !started && (
              <Button variant="default" onClick={() => void cancelAppointment.run()} loading={cancelAppointment.pending} w="fit-content">
                Cancel appointment
              </Button>
            )}
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
