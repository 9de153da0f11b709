import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { appointmentMessages } from '@pitstop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link, href, useNavigate, useParams } from 'react-router';
import { appointmentsKey } from '~/features/appointments/api/list-appointments';
import { bookingPath } from '~/features/appointments/booking-paths';
import { AppointmentStates } from '~/features/appointments/components/appointment-states';
import { BookingDetails } from '~/features/appointments/components/booking-details';
import { CancelBooking } from '~/features/appointments/components/cancel-booking';
import { UnacceptOffer } from '~/features/appointments/components/unaccept-offer';
import { appointmentStarted } from '~/features/appointments/slot-display';
import { ExtraWorkSection } from '~/features/extra-work/components/extra-work-section';
import { OfferPage } from '~/features/service-requests/components/offer-page';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /service-request/{id}/offer/{offerId}/confirmation (spec 000 §2): booked — the shop, where, the time in the
 * shop's zone, how much is held and when, the card, the calendar event (.ics), and reschedule or cancel (cancel
 * goes back to the estimates) until the appointment starts; after, that the shop completes it. The step bar shows
 * every step done.
 */
export const handle: RouteHandle = { title: 'Your appointment is booked', stepBar: 'onramp', step: 'confirmation' };

export const meta = handleMeta;

export default function Confirmation() {
  const { id = '', offerId = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const ids = { id, offerId };
  return (
    <OfferPage title="Your appointment is booked" requestId={id} offerId={offerId} itemised>
      {(request, offer) => (
        <AppointmentStates requestId={id} bookHref={bookingPath('book', ids)}>
          {(booking) => (
            <Stack gap="md">
              {booking.status === 'completed' ? (
                <Alert color="green" variant="light">
                  <Anchor component={Link} to={bookingPath('completed', ids)}>
                    The work is done: see your receipt
                  </Anchor>
                </Alert>
              ) : (
                <Alert color="green" variant="light" role="status">
                  {offer.location.name} expects your {request.vehicle.make} {request.vehicle.model}. We emailed you the details.
                </Alert>
              )}
              <BookingDetails
                booking={booking}
                shopAddress={`${offer.location.address}, ${offer.location.city}, ${offer.location.state} ${offer.location.zipcode}`}
              />
              {/* Extra work the shop found (issue 16 §3 price lock): answered here as from the email's link. */}
              {booking.status === 'booked' && <ExtraWorkSection requestId={id} hideWhenEmpty onDecided={() => void client.invalidateQueries({ queryKey: appointmentsKey(id) })} />}
              {booking.status === 'booked' && appointmentStarted(booking.slot.startsAt) && <Text size="sm">{appointmentMessages.appointmentStarted}</Text>}
              {booking.status === 'booked' && !appointmentStarted(booking.slot.startsAt) && (
                <Group>
                  <Button component={Link} to={bookingPath('reschedule', ids)} variant="light">
                    Reschedule
                  </Button>
                  <CancelBooking requestId={id} onCancelled={() => void navigate(href('/service-request/:id/offer/:offerId?', { id }))} />
                  <UnacceptOffer requestId={id} offerId={offerId} onUnaccepted={() => void navigate(href('/service-request/:id/offer/:offerId?', { id }))} />
                </Group>
              )}
            </Stack>
          )}
        </AppointmentStates>
      )}
    </OfferPage>
  );
}
