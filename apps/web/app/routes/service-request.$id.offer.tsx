import { useParams } from 'react-router';
import { useMemberPricing } from '~/features/bookings/api/get-member-pricing';
import { MemberPricesContext } from '~/features/service-requests/components/member-price';
import { OffersCompare } from '~/features/service-requests/components/offers-compare';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /service-request/{id}/offer and /service-request/{id}/offer/{offerId} (docs/product/comparing-and-choosing.md): the signed-in user's request (guests are sent to sign in and come back here). The onramp's layout draws
 * the step bar above it, at Estimates.
 */
export const handle: RouteHandle = { title: 'Compare estimates and select a shop', stepBar: 'onramp', step: 'offer' };

export const meta = handleMeta;

export default function OfferSelection() {
  const { id = '', offerId } = useParams();
  const memberPricing = useMemberPricing();
  return (
    <MemberPricesContext value={memberPricing.data?.memberPrices}>
      <OffersCompare key={id} requestId={id} offerId={offerId} />
    </MemberPricesContext>
  );
}
