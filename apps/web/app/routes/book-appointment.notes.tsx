import { Button, Container, Stack, Textarea, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { setAppointment } from '~/features/standalone-appointments/appointment-state';
import { confirmStepPath } from '~/features/standalone-appointments/steps';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useAppStore, useCurrentUser } from '~/lib/store';
import { AppointmentStepBar } from '~/features/standalone-appointments/components/appointment-step-bar';

/** /book-appointment/notes (docs/product/booking-and-payments.md, public, a car wash skips it). Kept in the store. */
export const handle: RouteHandle = { public: true, title: 'Notes for the shop', stepBar: 'appointment', step: 'notes' };

export const meta = handleMeta;

export default function StandaloneNotes() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const notes = useAppStore((state) => state.appointment.notes);
  return (
    <>
      <AppointmentStepBar routeStep="notes" />
      <Container size="sm" py="xl">
        <Stack gap="lg">
          <Title order={1} fz="h2">
            Notes for the shop
          </Title>
          <Textarea
            label="Anything the shop should know (optional)"
            value={notes}
            maxLength={1000}
            minRows={4}
            onChange={(event) => setAppointment({ notes: event.currentTarget.value })}
          />
          <Button w="fit-content" onClick={() => navigate(confirmStepPath(user))}>
            Continue
          </Button>
        </Stack>
      </Container>
    </>
  );
}
