import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { type AppointmentView, currentBooking, useAppointments } from '../api/list-appointments';

/** The request's booking while it loads, when there is none (with the way to book), or the page's part. */
export function AppointmentStates({
  requestId,
  bookHref,
  children,
}: {
  requestId: string;
  bookHref: string;
  children: (booking: AppointmentView, all: AppointmentView[]) => ReactNode;
}) {
  const appointments = useAppointments(requestId);
  if (appointments.isPending) return <Loading>Loading your appointment…</Loading>;
  if (appointments.isError)
    return <LoadFailed title="We could not load your appointment" error={appointments.error} onRetry={() => void appointments.refetch()} />;
  const booking = currentBooking(appointments.data);
  if (!booking) {
    return (
      <Alert color="yellow" role="alert" title="This estimate is not booked">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">There is no appointment for it now.</Text>
          <Anchor component={Link} to={bookHref}>
            Choose an appointment time
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return children(booking, appointments.data);
}
