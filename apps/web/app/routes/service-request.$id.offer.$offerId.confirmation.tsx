import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { appointmentMessages } from '@pitstop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link, href, useNavigate, useParams } from 'react-router';
import { appointmentsKey } from '~/features/bookings/api/list-appointments';
import { bookingPath } from '~/features/bookings/booking-paths';
import { AppointmentStates } from '~/features/bookings/components/appointment-states';
import { BookingDetails } from '~/features/bookings/components/booking-details';
import { CancelBooking } from '~/features/bookings/components/cancel-booking';
import { UnacceptOffer } from '~/features/bookings/components/unaccept-offer';
import { appointmentStarted } from '~/features/bookings/slot-display';
import { ExtraLinesSection } from '~/features/extra-lines/components/extra-lines-section';
import { OfferPage } from '~/features/service-requests/components/offer-page';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /service-request/{id}/offer/{offerId}/confirmation (docs/product/booking-and-payments.md): booked — the shop, where, the time in the
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
              {/* Extra work the shop found (docs/product/booking-and-payments.md): answered here as from the email's link. */}
              {booking.status === 'booked' && <ExtraLinesSection requestId={id} hideWhenEmpty onDecided={() => void client.invalidateQueries({ queryKey: appointmentsKey(id) })} />}
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
