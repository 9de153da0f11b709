import { useParams } from 'react-router';
import { useMemberDiscount } from '~/features/membership/api/check-subscription';
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
  const memberDiscount = useMemberDiscount();
  return (
    <MemberPricesContext value={memberDiscount}>
      <OffersCompare key={id} requestId={id} offerId={offerId} />
    </MemberPricesContext>
  );
}
