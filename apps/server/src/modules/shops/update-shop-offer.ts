import { type ShopBid, type ShopOffer, shopMessages } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { offerLineItems, offers, serviceRequests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { signalServiceRequest } from '../service-requests/index.ts';
import { insertOfferLines, liveHandOffer, offerFigures, priceHandBid, validUntilFrom } from './hand-offers.ts';
import type { ShopsDeps } from './shops-deps.ts';
import { loadShopOffers } from './shop-offers.ts';
import { requestedServices } from './shop-requests.ts';
import { staffLocation } from './staff-locations.ts';

/**
 * PUT /locations/:locationId/offers/:offerId: a new price for the location's live hand offer (accepted: 409
 * offer_accepted; its request no longer open: 409 request_closed). Lines are replaced in one transaction, the
 * price holds OFFER_VALID_DAYS from now, and the customer's open pages get the changed offer with the commit.
 */
export async function updateShopOffer(
  deps: Pick<ShopsDeps, 'db' | 'now' | 'caches'>,
  input: { userId: string; locationId: string; offerId: string; bid: ShopBid },
): Promise<ShopOffer> {
  const requestId = await deps.db.transaction(async (tx) => {
    const location = await staffLocation(tx, input);
    const offer = await liveHandOffer(tx, location, input.offerId);
    const [request] = await tx
      .select({ status: serviceRequests.status })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, offer.serviceRequestId))
      .for('update');
    if (request?.status !== 'open') throw new AppError('request_closed', shopMessages.requestClosed);
    const price = priceHandBid(input.bid.lineItems, await requestedServices(tx, offer.serviceRequestId), location);
    const now = deps.now();
    await tx
      .update(offers)
      .set({
        ...offerFigures(price),
        note: input.bid.note ?? null,
        validUntil: validUntilFrom(now),
        updatedAt: now,
      })
      .where(eq(offers.id, offer.id));
    await tx.delete(offerLineItems).where(eq(offerLineItems.offerId, offer.id));
    await insertOfferLines(tx, offer.id, price);
    await signalServiceRequest(tx, { requestId: offer.serviceRequestId, type: 'offer', offerId: offer.id });
    return offer.serviceRequestId;
  });
  deps.caches.requestChanged(requestId);
  const [updated] = await loadShopOffers(deps.db, { locationId: input.locationId, offerIds: [input.offerId] });
  return updated as ShopOffer;
}
