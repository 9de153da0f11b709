import { useParams } from 'react-router';
import { OfferBooking } from '~/features/service-requests/components/offer-booking';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /service-request/{id}/offer/{offerId}/book (spec 000 §2 "Choose an appointment time"; booking is issue 16), under
 * the onramp's step bar at Book.
 */
export const handle: RouteHandle = { title: 'Choose an appointment time', stepBar: 'onramp', step: 'book' };

export const meta = handleMeta;

export default function Schedule() {
  const { id = '', offerId = '' } = useParams();
  return <OfferBooking requestId={id} offerId={offerId} />;
}
