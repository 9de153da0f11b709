import { type ShopBid, type ShopOffer, shopMessages } from '@pitstop/contracts';
import { eq, sql } from 'drizzle-orm';
import { pageUrl } from '@pitstop/contracts/pages';
import { offerChangedEmail } from '../../adapters/email/index.ts';
import type { Tx } from '../../db/client.ts';
import { offerLineItems, offers, serviceRequests, shopLocations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { tellMember } from '../outbox/index.ts';
import { insertOfferLines, liveHandOffer, offerFigures, priceHandBid } from './hand-offers.ts';
import { validUntilFrom } from '../offers/index.ts';
import type { ShopsDeps } from './shops-deps.ts';
import { loadShopOffers } from './shop-offers.ts';
import { requestedServices } from './shop-requests.ts';
import type { StaffLocation } from '../../plugins/staff-locations.ts';

/**
 * PUT /locations/:locationId/offers/:offerId: a new price for the location's live hand offer (accepted: 409
 * offer_accepted; its request no longer open: 409 request_closed). Lines are replaced in one transaction, the
 * offer's version is raised (a booking sent with the old one is refused: ADR 044), the price holds
 * OFFER_VALID_DAYS from now, the customer's open pages get the changed offer with the commit, and a new total is
 * emailed to the customer (queued in the same transaction, through tellMember).
 */
export async function updateShopOffer(
  deps: Pick<ShopsDeps, 'db' | 'clock' | 'events' | 'config' | 'outbox' | 'messageBudget'>,
  input: { location: StaffLocation; offerId: string; bid: ShopBid },
): Promise<ShopOffer> {
  const { mail } = await deps.db.transaction(async (tx) => {
    const { location } = input;
    const offer = await liveHandOffer(tx, location, input.offerId);
    const [request] = await tx
      .select({ status: serviceRequests.status })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, offer.serviceRequestId))
      .for('update');
    if (request?.status !== 'open') throw new AppError('request_closed', shopMessages.requestClosed);
    const price = priceHandBid(input.bid.lineItems, await requestedServices(tx, offer.serviceRequestId), location);
    const now = deps.clock.now();
    await tx
      .update(offers)
      .set({
        ...offerFigures(price),
        note: input.bid.note ?? null,
        validUntil: validUntilFrom(now),
        version: sql`${offers.version} + 1`,
        updatedAt: now,
      })
      .where(eq(offers.id, offer.id));
    await tx.delete(offerLineItems).where(eq(offerLineItems.offerId, offer.id));
    await insertOfferLines(tx, offer.id, price);
    await deps.events.emit(tx, { type: 'service_request.offer', requestId: offer.serviceRequestId, offerId: offer.id });
    const changed = price.totalCents !== offer.totalCents;
    const mail = changed ? await queueOfferChanged(tx, deps, { offerId: offer.id, wasCents: offer.totalCents, nowCents: price.totalCents }) : [];
    return { mail };
  });
  await deps.outbox.deliver(mail);
  const [updated] = await loadShopOffers(deps.db, { locationId: input.location.id, offerIds: [input.offerId] });
  return updated as ShopOffer;
}

/**
 * Queues the "estimate changed" email to the request's owner through `tellMember` (a confirmed address, within the
 * notification budget: ADR 047), whatever the request's notification method: it is about money they may approve.
 * Returns the outbox ids.
 */
async function queueOfferChanged(
  tx: Tx,
  deps: Pick<ShopsDeps, 'config' | 'outbox' | 'messageBudget'>,
  input: { offerId: string; wasCents: number; nowCents: number },
): Promise<string[]> {
  const [row] = await tx
    .select({
      requestId: serviceRequests.id,
      userId: serviceRequests.userId,
      vehicle: { year: serviceRequests.vehicleYear, make: serviceRequests.vehicleMake, model: serviceRequests.vehicleModel },
      shopName: shopLocations.name,
    })
    .from(offers)
    .innerJoin(serviceRequests, eq(serviceRequests.id, offers.serviceRequestId))
    .innerJoin(shopLocations, eq(shopLocations.id, offers.locationId))
    .where(eq(offers.id, input.offerId));
  if (!row) return [];
  const brand = { brandName: deps.config.brandName, publicUrl: deps.config.publicUrl };
  const url = pageUrl(brand.publicUrl, '/service-request/:id/offer/:offerId?', { id: row.requestId, offerId: input.offerId });
  const vehicle = `${row.vehicle.year} ${row.vehicle.make} ${row.vehicle.model}`;
  return tellMember(tx, deps, row.userId, {
    email: (to) => offerChangedEmail(brand, { firstName: to.firstName, shopName: row.shopName, wasCents: input.wasCents, nowCents: input.nowCents, vehicle, url }),
  });
}
