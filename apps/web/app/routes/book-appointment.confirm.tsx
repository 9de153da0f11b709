import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, href, useNavigate } from 'react-router';
import type { ServerProblem } from '~/lib/server-errors';
import { useAction } from '~/lib/use-action';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useCreateStandaloneAppointment } from '~/features/standalone-appointments/api/create-standalone-appointment';
import { vehicleAddPath } from '~/features/vehicles/add-vehicle-steps';
import { PendingVehicleSaver } from '~/features/vehicles/components/pending-vehicle-saver';
import { setAppointment } from '~/features/standalone-appointments/appointment-state';
import { APPOINTMENT_CONFIRM_PATH, confirmStepPath } from '~/features/standalone-appointments/steps';
import { handleMeta } from '~/lib/page-meta';
import { withQuery } from '~/lib/paths';
import type { RouteHandle } from '~/lib/route-handle';
import { useAppStore, useCurrentUser } from '~/lib/store';
import { AppointmentStepBar } from '~/features/standalone-appointments/components/appointment-step-bar';

/**
 * /book-appointment/confirm (docs/product/booking-and-payments.md, not public): the appointment as chosen — kind, location, time, vehicle,
 * notes — booked with the spec's appointment parameters (POST /v3/standalone_appointments); then its confirmation.
 */
// Not public in effect (docs/product/booking-and-payments.md): a guest never sees it, but is sent to Register ("Create your free account")
// by the page itself rather than to /sign-in by the frame's guard (docs/product/booking-and-payments.md).
export const handle: RouteHandle = { public: true, title: 'Confirm your appointment', stepBar: 'appointment', step: 'confirm' };

export const meta = handleMeta;

const KIND = { service: 'Service', car_wash: 'Car wash', collision: 'Collision repair' } as const;

export default function StandaloneConfirm() {
  const navigate = useNavigate();
  const appointment = useAppStore((state) => state.appointment);
  const create = useCreateStandaloneAppointment();
  const booking = useAction(async (body: Parameters<typeof create.mutateAsync>[0]) => {
    const created = await create.mutateAsync(body);
    setAppointment({ appointmentSlot: null, notes: '', didJustRegister: false });
    await navigate(href('/book-appointment/:id/confirmation', { id: created.id }));
  });
  const { location, appointmentSlot: slot, ownedVehicle: vehicle } = appointment;
  const accountStep = confirmStepPath(useCurrentUser());

  if (accountStep !== APPOINTMENT_CONFIRM_PATH) return <Navigate replace to={accountStep} />;

  if (!location || !slot) {
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Text>Choose a location and a time first.</Text>
          <Anchor component={Link} to={href('/book-appointment/schedule')}>
            Choose an appointment time
          </Anchor>
        </Stack>
      </Container>
    );
  }

  const book = () =>
    void booking.run({
      serviceStationLocationId: location.id,
      vehicle: vehicle?.id ?? '',
      notes: appointment.appointmentType === 'car_wash' ? null : appointment.notes || null,
      scheduledAtDateString: slot.day,
      scheduledAtTimeString: slot.proposedTime,
      phone: appointment.phone || null,
      partner: appointment.partner,
      appointmentType: appointment.appointmentType,
    });

  return (
    <>
      <AppointmentStepBar routeStep="confirm" />
      <Container size="sm" py="xl">
        {/* A guest's vehicle is saved to the account now they are signed in (it becomes the appointment's). */}
        <PendingVehicleSaver />
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Title order={1} fz="h2">
              Confirm your appointment
            </Title>
            <Text fw={600}>
              {KIND[appointment.appointmentType]} at {location.name}
            </Text>
            <Text size="sm" c="dimmed">
              {location.address}, {location.city}, {location.state} {location.zipcode}
            </Text>
            <Text>
              {slot.label ?? `${slot.day} at ${slot.proposedTime}`} (the shop&apos;s local time)
            </Text>
            {vehicle ? (
              <Text>
                Vehicle: {vehicle.year} {vehicle.make} {vehicle.model}
              </Text>
            ) : (
              <Anchor component={Link} to={withQuery(vehicleAddPath('book-appointment', 'make'), { returnTo: href('/book-appointment/confirm') })}>
                Add your vehicle
              </Anchor>
            )}
            {appointment.appointmentType !== 'car_wash' && appointment.notes && <Text size="sm">Your notes: {appointment.notes}</Text>}
            {booking.problem && <BookingProblem problem={booking.problem} />}
            <Button w="fit-content" onClick={book} loading={booking.pending} disabled={!vehicle}>
              Book appointment
            </Button>
          </Stack>
        </Paper>
      </Container>
    </>
  );
}

/**
 * Why the booking was refused, in the server's sentence, and the way on: over a booking limit (ADR 046), the
 * person's appointments (to cancel one); otherwise another time.
 */
function BookingProblem({ problem }: { problem: ServerProblem }) {
  const overLimit = problem.code === 'booking_limit';
  return (
    <ProblemAlert problem={problem}>
      {' '}
      {overLimit ? (
        <Anchor component={Link} to={href('/appointments')}>
          See your appointments
        </Anchor>
      ) : (
        <Anchor component={Link} to={href('/book-appointment/schedule')}>
          Choose another time
        </Anchor>
      )}
    </ProblemAlert>
  );
}
