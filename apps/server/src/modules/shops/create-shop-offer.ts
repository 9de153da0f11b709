import { type ShopBid, type ShopOffer, shopMessages } from '@pitstop/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { offers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertOfferLines, offerFigures, priceHandBid } from './hand-offers.ts';
import { validUntilFrom } from '../offers/index.ts';
import { notifyNewOffer } from './notify-new-offer.ts';
import type { ShopsDeps } from './shops-deps.ts';
import { loadShopOffers } from './shop-offers.ts';
import { reachableRequest, requestedServices } from './shop-requests.ts';
import type { StaffLocation } from '../../plugins/staff-locations.ts';

/**
 * POST /locations/:locationId/requests/:requestId/offers: the location's offer by hand. One transaction holds the
 * request row (so a withdrawal or booking and a bid take turns): the request must be in reach (404) and open
 * (409 request_closed), the location must have no live hand offer on it yet (409 conflict: change that one with
 * PUT), the lines must be the requested services (422). The offer stores the distance, the location's warranty,
 * its validity, who sent it and how long after the request it came (the shop's answer time), and is signalled to
 * the customer's open pages with the commit. Then the customer is told by their notification method; a failure
 * there is logged and the bid stands.
 */
export async function createShopOffer(
  deps: ShopsDeps,
  input: { userId: string; location: StaffLocation; requestId: string; bid: ShopBid; log: FastifyBaseLogger },
): Promise<ShopOffer> {
  const { offerId } = await deps.db.transaction(async (tx) => {
    const { location } = input;
    const request = await reachableRequest(tx, location, input.requestId, { lock: true });
    if (request.status !== 'open') throw new AppError('request_closed', shopMessages.requestClosed);
    const [existing] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.serviceRequestId, request.id), eq(offers.locationId, location.id), eq(offers.source, 'shop'), ne(offers.status, 'withdrawn')));
    if (existing) throw new AppError('conflict', shopMessages.offerExists);
    const price = priceHandBid(input.bid.lineItems, await requestedServices(tx, request.id), location);
    const now = deps.clock.now();
    const [offer] = await tx
      .insert(offers)
      .values({
        serviceRequestId: request.id,
        locationId: location.id,
        source: 'shop',
        ...offerFigures(price),
        warrantyMonths: location.warrantyMonths,
        warrantyMiles: location.warrantyMiles,
        warrantyTerms: location.warrantyTerms,
        validUntil: validUntilFrom(now),
        distanceMiles: request.distanceMiles,
        note: input.bid.note ?? null,
        createdByUserId: input.userId,
        answerSeconds: Math.max(0, Math.floor((now.getTime() - request.createdAt.getTime()) / 1000)),
        requestCreatedAt: request.createdAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: offers.id });
    const id = (offer as { id: string }).id;
    await insertOfferLines(tx, id, price);
    await deps.events.emit(tx, { type: 'service_request.offer', requestId: request.id, offerId: id });
    // The location has a new answer time.
    await deps.events.emit(tx, { type: 'market.changed', metroId: location.metroId });
    return { offerId: id };
  });
  await notifyNewOffer(deps, { offerId }).catch((error: unknown) =>
    input.log.error({ err: error, offerId }, 'telling the customer of a new offer failed'),
  );
  const [created] = await loadShopOffers(deps.db, { locationId: input.location.id, offerIds: [offerId] });
  return created as ShopOffer;
}
