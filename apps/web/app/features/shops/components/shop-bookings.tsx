import { Badge, Button, Card, Group, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import type { ShopBooking, ShopStandaloneAppointment } from '@pitstop/contracts';
import { formatCents } from '@pitstop/contracts/common/money';
import { ShopCompletionInput, ShopProposalInput } from '@pitstop/contracts/shops';
import { type ReactNode, useMemo, useState } from 'react';
import { z } from 'zod';
import { Link, href } from 'react-router';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { MoneyInput } from '~/components/ui/money-input';
import type { ServerProblem } from '~/lib/server-errors';
import { useAction } from '~/lib/use-action';
import { useSchemaForm } from '~/lib/use-schema-form';
import { LoadFailed, Loading } from '~/components/ui/load-states';
import { useOpenerFocus } from '~/components/ui/use-opener-focus';
import { pushAlert } from '~/lib/alerts';
import { useCompleteShopBooking } from '../api/complete-shop-booking';
import { useShopBookings } from '../api/list-shop-bookings';
import { useMarkShopBookingNoShow } from '../api/mark-shop-booking-no-show';
import { useMarkShopVisitNoShow } from '../api/mark-shop-visit-no-show';
import { useProposeShopBookingTimes } from '../hooks/use-propose-shop-booking-times';

const STATUS_TEXT: Record<ShopBooking['status'], { label: string; color: string }> = {
  booked: { label: 'Booked', color: 'blue' },
  proposed: { label: 'New time proposed', color: 'yellow' },
  rejected: { label: 'Proposal rejected', color: 'gray' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  completed: { label: 'Completed', color: 'green' },
  no_show: { label: 'No-show', color: 'red' },
};

/** Whether an appointment's time has begun (the shop may then mark a no-show; the server checks it again). */
const hasBegun = (startsAt: string) => Date.now() >= Date.parse(startsAt);

/** What the no-show dialog is about: a booking of a request, or a standalone appointment. */
type NoShowTarget = { kind: 'booking'; id: string; label: string } | { kind: 'visit'; id: string; label: string };

/** A standalone appointment's kind, in the portal's words. */
const VISIT_TEXT: Record<ShopStandaloneAppointment['appointmentType'], string> = {
  service: 'Service appointment',
  car_wash: 'Car wash',
  collision: 'Collision repair',
};

/** A booking named as staff tell bookings apart: time, customer's first name, car. */
export const shopBookingName = (booking: ShopBooking) =>
  [booking.label, booking.customerFirstName, booking.vehicle].filter((part): part is string => Boolean(part)).join(', ');

/** What a booking is for (docs/product/money-and-shop-bookings.md): the customer and car, the services, bay and total, the customer's notes. */
export function ShopBookingSummary({ booking }: { booking: ShopBooking }) {
  return (
    <>
      <Text size="sm">
        {booking.customerFirstName ? `${booking.customerFirstName} · ` : ''}
        {booking.vehicle} · {booking.services.join(', ')}
      </Text>
      <Text size="sm">
        Bay {booking.bay} · approved total {formatCents(booking.approvedTotalCents)}
      </Text>
      {booking.notes && <Text size="sm">Notes: {booking.notes}</Text>}
    </>
  );
}

/**
 * A day's bookings of a location, each booked one with Propose another time, Extra work and Mark completed, and its
 * standalone appointments (service, car wash, collision) with the customer's notes and phone.
 */
export function ShopBookings({ locationId, day }: { locationId: string; day: string }) {
  const bookings = useShopBookings({ locationId, day });
  const [proposing, setProposing] = useState<ShopBooking | null>(null);
  const [completing, setCompleting] = useState<ShopBooking | null>(null);
  const [noShow, setNoShow] = useState<NoShowTarget | null>(null);
  const opener = useOpenerFocus();

  if (bookings.isPending) return <Loading>Loading the day’s bookings…</Loading>;
  if (bookings.isError) return <LoadFailed title="We could not load the bookings" error={bookings.error} onRetry={() => void bookings.refetch()} />;
  const { standaloneAppointments } = bookings.data;
  if (bookings.data.bookings.length === 0 && standaloneAppointments.length === 0) return <Text>No bookings on this day.</Text>;

  return (
    <Stack gap="sm">
      {standaloneAppointments.map((visit) => (
        <Card key={visit.id} withBorder padding="md" component="article" aria-label={`${visit.label}, ${visit.vehicle}`}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600}>{visit.label}</Text>
              <Group gap={6}>
                <Badge color="teal" variant="light">
                  {VISIT_TEXT[visit.appointmentType]}
                </Badge>
                {visit.status === 'no_show' && (
                  <Badge color="red" variant="light">
                    No-show
                  </Badge>
                )}
              </Group>
            </Group>
            <Text size="sm">
              {visit.vehicle} · bay {visit.bay}
              {visit.phone ? ` · ${visit.phone}` : ''}
            </Text>
            {visit.notes && <Text size="sm">Notes: {visit.notes}</Text>}
            {visit.status === 'booked' && hasBegun(visit.startsAt) && (
              <Group gap="sm" mt={4}>
                <Button
                  size="sm"
                  variant="outline"
                  color="red"
                  onClick={(event) => {
                    opener.remember(event.currentTarget);
                    setNoShow({ kind: 'visit', id: visit.id, label: visit.label });
                  }}
                >
                  Mark no-show
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
      ))}
      {bookings.data.bookings.map((booking) => {
        const status = STATUS_TEXT[booking.status];
        return (
          <Card key={booking.id} withBorder padding="md" component="article" aria-label={shopBookingName(booking)}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600}>{booking.label}</Text>
                <Badge color={status.color} variant="light">
                  {status.label}
                </Badge>
              </Group>
              <ShopBookingSummary booking={booking} />
              {booking.status === 'booked' && (
                <Group gap="sm" mt={4}>
                  {/* From the start the customer cannot accept a move (409 appointment_started): complete or mark a no-show. */}
                  {!hasBegun(booking.startsAt) && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={(event) => {
                        opener.remember(event.currentTarget);
                        setProposing(booking);
                      }}
                    >
                      Propose another time
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="outline"
                    component={Link}
                    to={href('/shop/locations/:locationId/appointments/:appointmentId/extra-work', { locationId, appointmentId: booking.id })}
                  >
                    Extra work
                  </Button>
                  <Button
                    size="sm"
                    onClick={(event) => {
                      opener.remember(event.currentTarget);
                      setCompleting(booking);
                    }}
                  >
                    Mark completed
                  </Button>
                  {hasBegun(booking.startsAt) && (
                    <Button
                      size="sm"
                      variant="outline"
                      color="red"
                      onClick={(event) => {
                        opener.remember(event.currentTarget);
                        setNoShow({ kind: 'booking', id: booking.id, label: shopBookingName(booking) });
                      }}
                    >
                      Mark no-show
                    </Button>
                  )}
                </Group>
              )}
            </Stack>
          </Card>
        );
      })}
      {proposing && (
        <ProposeTimeModal
          locationId={locationId}
          booking={proposing}
          day={day}
          onClose={() => {
            setProposing(null);
            opener.giveBack();
          }}
        />
      )}
      {noShow && (
        <NoShowModal
          locationId={locationId}
          target={noShow}
          onClose={() => {
            setNoShow(null);
            opener.giveBack();
          }}
          onMarked={() => {
            // Its button goes with the appointment's new state: focus goes to the appointment's card.
            setNoShow(null);
            opener.giveBack({ toContainer: true });
          }}
        />
      )}
      {completing && (
        <CompleteModal
          locationId={locationId}
          booking={completing}
          onClose={() => {
            setCompleting(null);
            opener.giveBack();
          }}
          onCompleted={() => {
            // Its Mark completed button goes with the booking's new state: focus goes to the booking's card.
            setCompleting(null);
            opener.giveBack({ toContainer: true });
          }}
        />
      )}
    </Stack>
  );
}

function ProposeTimeModal({ locationId, booking, day, onClose }: { locationId: string; booking: ShopBooking; day: string; onClose: () => void }) {
  const times = useProposeShopBookingTimes({ locationId, appointmentId: booking.id, day });
  const form = useSchemaForm(ShopProposalInput, { initialValues: { startsAt: '' } });
  const submit = form.submit(async (values) => {
    await times.propose.mutateAsync({ locationId, appointmentId: booking.id, ...values });
    pushAlert({ type: 'success', message: 'The customer was asked about the new time.', timedDismiss: true });
    onClose();
  });
  let body;
  if (times.isPending) body = <Loading>Loading free times…</Loading>;
  else if (times.isError) body = <LoadFailed title="We could not load the free times" error={times.error} onRetry={() => void times.refetch()} />;
  else if (times.data.times.length === 0) body = <Text>No free time for this job in the week from this day.</Text>;
  else
    body = (
      <ScrollArea.Autosize mah={320} type="auto">
        <Radio.Group label={`Free times (${times.data.timeZoneAbbreviation})`} {...form.getInputProps('startsAt')}>
          <Stack gap={6} mt="xs">
            {times.data.times.map((time) => (
              <Radio key={time.startsAt} value={time.startsAt} label={time.label} />
            ))}
          </Stack>
        </Radio.Group>
      </ScrollArea.Autosize>
    );
  return (
    <Modal opened onClose={onClose} title="Propose another time" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">Now: {booking.label}. The customer keeps this time until they accept yours.</Text>
          {body}
          <ModalActions problem={form.problem} onCancel={onClose} disabled={!form.values.startsAt} loading={form.submitting}>
            Propose this time
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}

/** The final total: the contract's cents, at most the approved total (the price lock). */
const completionSchema = (approvedTotalCents: number) =>
  z.object({
    finalTotalCents: z
      .number({ error: 'Enter the final total.' })
      .pipe(ShopCompletionInput.shape.finalTotalCents.max(approvedTotalCents, `At most ${formatCents(approvedTotalCents)}.`)),
  });

function CompleteModal({
  locationId,
  booking,
  onClose,
  onCompleted,
}: {
  locationId: string;
  booking: ShopBooking;
  onClose: () => void;
  onCompleted: () => void;
}) {
  const complete = useCompleteShopBooking();
  const schema = useMemo(() => completionSchema(booking.approvedTotalCents), [booking.approvedTotalCents]);
  // The message and the button follow each keystroke ('560.' is read as typed), not the field's blur.
  const form = useSchemaForm(schema, { initialValues: { finalTotalCents: booking.approvedTotalCents }, delays: { finalTotalCents: 0 } });
  const submit = form.submit(async ({ finalTotalCents }) => {
    await complete.mutateAsync({ locationId, appointmentId: booking.id, finalTotalCents });
    pushAlert({ type: 'success', message: `The job is completed and ${formatCents(finalTotalCents)} was charged.`, timedDismiss: true });
    onCompleted();
  });
  const valid = schema.safeParse(form.values).success;
  return (
    <Modal opened onClose={onClose} title="Mark the job completed" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            The customer’s card is charged the final total. The price is locked: it cannot be more than the approved total of{' '}
            {formatCents(booking.approvedTotalCents)}.
          </Text>
          <MoneyInput label="Final total" fixedDecimalScale inputMode={undefined} {...form.getInputProps('finalTotalCents')} />
          <ModalActions problem={form.problem} onCancel={onClose} disabled={!valid} loading={form.submitting}>
            Charge and complete
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * "Mark no-show", confirmed (ADR 046): the customer did not come. The booking ends (a card hold is released), the
 * customer is emailed, and it counts against how many appointments they may hold.
 */
function NoShowModal({ locationId, target, onClose, onMarked }: { locationId: string; target: NoShowTarget; onClose: () => void; onMarked: () => void }) {
  const booking = useMarkShopBookingNoShow();
  const visit = useMarkShopVisitNoShow();
  const mark = useAction(async () => {
    await (target.kind === 'booking' ? booking : visit).mutateAsync({ locationId, appointmentId: target.id });
    pushAlert({ type: 'success', message: 'Marked as a no-show. The customer was emailed.', timedDismiss: true });
    onMarked();
  });
  return (
    <Modal opened onClose={onClose} title="Mark as a no-show?" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm">
          {target.label}: the customer did not come. The appointment ends{target.kind === 'booking' ? ', the hold on their card is released' : ''} and they are
          emailed. This cannot be undone.
        </Text>
        <ProblemAlert problem={mark.problem} onClose={() => mark.setProblem(null)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void mark.run()} loading={mark.pending}>
            Mark no-show
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A modal form's foot: what the last try answered (if it failed), Cancel, and the submit button. */
function ModalActions({
  problem,
  onCancel,
  disabled,
  loading,
  children,
}: {
  problem: ServerProblem | null;
  onCancel: () => void;
  disabled: boolean;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <ProblemAlert problem={problem} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={disabled} loading={loading}>
          {children}
        </Button>
      </Group>
    </>
  );
}
