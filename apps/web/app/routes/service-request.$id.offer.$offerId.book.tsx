import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { bookingPath } from '~/features/bookings/booking-paths';
import { SlotPicker } from '~/features/bookings/components/slot-picker';
import { useMemberDiscount } from '~/features/membership/api/check-subscription';
import { MemberPricesContext } from '~/features/service-requests/components/member-price';
import { BackToEstimates, OfferPage } from '~/features/service-requests/components/offer-page';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /service-request/{id}/offer/{offerId}/book (docs/product/booking-and-payments.md, named route schedule),
 * under the onramp's step bar at Book: the shop's free times; choosing one goes on (through the plus upsell) to
 * confirm, the time in the address. A time just taken comes back here with the message (navigation state).
 */
export const handle: RouteHandle = { title: 'Choose an appointment time', stepBar: 'onramp', step: 'book' };

export const meta = handleMeta;

export default function Schedule() {
  const { id = '', offerId = '' } = useParams();
  const navigate = useNavigate();
  const { state } = useLocation();
  const memberDiscount = useMemberDiscount();
  const taken = typeof (state as { slotTaken?: unknown } | null)?.slotTaken === 'string' ? (state as { slotTaken: string }).slotTaken : null;
  return (
    <MemberPricesContext value={memberDiscount}>
    <OfferPage title="Choose an appointment time" requestId={id} offerId={offerId} live>
      {(request, offer) => {
        if (request.status === 'booked' && request.acceptedOffer?.id === offer.id) {
          return (
            <Alert color="blue" variant="light" title="You booked this estimate">
              <Anchor component={Link} to={bookingPath('confirmation', { id, offerId })}>
                See your appointment
              </Anchor>
            </Alert>
          );
        }
        if (request.status !== 'open') {
          return (
            <>
              <Text size="sm">This request is {request.status}: its estimates can no longer be booked.</Text>
              <div>
                <BackToEstimates requestId={id} offerId={offerId} />
              </div>
            </>
          );
        }
        return (
          <>
            {taken && (
              <Alert color="orange" variant="light" role="alert">
                {taken} The free times below are up to date.
              </Alert>
            )}
            <SlotPicker
              requestId={id}
              offerId={offerId}
              onChoose={(slot) => void navigate(bookingPath('subscription-confirm', { id, offerId }, { day: slot.day, time: slot.startsAt }))}
            />
            <div>
              <BackToEstimates requestId={id} offerId={offerId} />
            </div>
          </>
        );
      }}
    </OfferPage>
    </MemberPricesContext>
  );
}
