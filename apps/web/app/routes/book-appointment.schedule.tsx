import { Alert, Button, Chip, Container, Group, Loader, Radio, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { href, useNavigate } from 'react-router';
import { useStandaloneLocations } from '~/features/standalone-appointments/api/list-standalone-locations';
import { useStandaloneProposals } from '~/features/standalone-appointments/api/list-standalone-proposals';
import { groupSlotsByDay, timeLabel } from '~/features/bookings/slot-display';
import { setAppointment } from '~/features/standalone-appointments/appointment-state';
import { confirmStepPath } from '~/features/standalone-appointments/steps';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { type AppointmentSlice, useAppStore, useCurrentUser } from '~/lib/store';
import { AppointmentStepBar } from '~/features/standalone-appointments/components/appointment-step-bar';
import { ZipSearchForm } from '~/features/standalone-appointments/components/zip-search-form';

/**
 * /book-appointment/schedule (docs/product/booking-and-payments.md, public): the kind of appointment, a
 * location near the zip that takes it, and one of its free times (in the shop's zone). Kept in the store's
 * appointment state (docs/product/booking-and-payments.md); Notes comes next, except for a car wash.
 */
export const handle: RouteHandle = { public: true, title: 'Choose an appointment time', stepBar: 'appointment', step: 'schedule' };

export const meta = handleMeta;

const TYPES: Array<{ value: AppointmentSlice['appointmentType']; label: string }> = [
  { value: 'service', label: 'Service' },
  { value: 'car_wash', label: 'Car wash' },
  { value: 'collision', label: 'Collision' },
];

export default function StandaloneSchedule() {
  const navigate = useNavigate();
  const appointment = useAppStore((state) => state.appointment);
  const [zipcode, setZipcode] = useState<string | null>(appointment.location?.zipcode ?? null);
  const locations = useStandaloneLocations(zipcode, appointment.appointmentType);
  const proposals = useStandaloneProposals(appointment.location?.id ?? null, appointment.appointmentType);
  const slots = proposals.data?.data ?? [];
  const days = groupSlotsByDay(slots);

  const user = useCurrentUser();
  // No Notes for a car wash; a guest creates (or confirms) an account before Confirm (docs/product/booking-and-payments.md).
  const next = appointment.appointmentType === 'car_wash' ? confirmStepPath(user) : href('/book-appointment/notes');
  return (
    <>
      <AppointmentStepBar routeStep="schedule" />
      <Container size="sm" py="xl">
        <Stack gap="lg">
          <Title order={1} fz="h2">
            Choose an appointment time
          </Title>
          <SegmentedControl
            aria-label="Kind of appointment"
            value={appointment.appointmentType}
            data={TYPES}
            onChange={(value) => setAppointment({ appointmentType: value as AppointmentSlice['appointmentType'], location: null, appointmentSlot: null })}
          />
          <ZipSearchForm
            initialZip={appointment.location?.zipcode ?? ''}
            onSearch={(zip) => {
              setZipcode(zip);
              setAppointment({ location: null, appointmentSlot: null });
            }}
          />
          {locations.isPending && zipcode !== null && <Loader size="sm" aria-label="Loading locations" />}
          {locations.isError && (
            <Alert color="red" variant="light" role="alert">
              {locations.error.message}
            </Alert>
          )}
          {locations.data?.length === 0 && <Text>No location near this ZIP code takes this kind of appointment yet.</Text>}
          {locations.data && locations.data.length > 0 && (
            <Radio.Group
              label="Location"
              value={appointment.location?.id ?? null}
              onChange={(id) => {
                const chosen = locations.data.find((location) => location.id === id);
                if (!chosen) return;
                const { name, address, city, state, zipcode: zip, timeZone } = chosen;
                setAppointment({ location: { id, name, address, city, state, zipcode: zip, timeZone }, appointmentSlot: null });
              }}
            >
              <Stack gap="xs" mt="xs">
                {locations.data.map((location) => (
                  <Radio
                    key={location.id}
                    value={location.id}
                    label={`${location.name} — ${location.address}, ${location.city} (${location.distanceMiles} mi)`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {proposals.isPending && appointment.location && <Loader size="sm" aria-label="Loading free times" />}
          {proposals.isError && (
            <Alert color="red" variant="light" role="alert">
              {proposals.error.message}
            </Alert>
          )}
          {appointment.location && proposals.data && slots.length === 0 && <Text>No free time in the coming days. Please choose another location.</Text>}
          {/* One format for times everywhere: '9:30 AM CST', in the shop's zone (docs/product/keyboard-and-focus.md). */}
          {days.map(({ day, heading, slots: times }) => (
            <Stack key={day} gap={4}>
              <Text fw={600}>{heading}</Text>
              <Chip.Group
                value={appointment.appointmentSlot?.day === day ? appointment.appointmentSlot.proposedTime : null}
                onChange={(time) => {
                  const label = times.find((slot) => slot.time === time)?.label;
                  setAppointment({ appointmentSlot: { day, proposedTime: time as string, ...(label ? { label } : {}) } });
                }}
              >
                <Group gap="xs">
                  {times.map((slot) => (
                    <Chip key={slot.startsAt} value={slot.time} aria-label={slot.label}>
                      {timeLabel(slot.time)} {slot.timeZoneAbbreviation}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
          ))}
          <Button w="fit-content" disabled={!appointment.location || !appointment.appointmentSlot} onClick={() => navigate(next)}>
            Continue
          </Button>
        </Stack>
      </Container>
    </>
  );
}
