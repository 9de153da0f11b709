import { eq } from 'drizzle-orm';
import { offers } from '../../db/schema/index.ts';
import { liveHandOffer } from './hand-offers.ts';
import type { ShopsDeps } from './shops-deps.ts';
import type { StaffLocation } from '../../plugins/staff-locations.ts';

/**
 * DELETE /locations/:locationId/offers/:offerId: the location takes its live hand offer back (accepted: 409
 * offer_accepted). The customer's open pages drop it with the commit; the location may then bid again.
 */
export async function withdrawShopOffer(
  deps: Pick<ShopsDeps, 'db' | 'clock' | 'events'>,
  input: { location: StaffLocation; offerId: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { location } = input;
    const offer = await liveHandOffer(tx, location, input.offerId);
    const now = deps.clock.now();
    await tx.update(offers).set({ status: 'withdrawn', withdrawnAt: now, updatedAt: now }).where(eq(offers.id, offer.id));
    await deps.events.emit(tx, { type: 'service_request.offer_withdrawn', requestId: offer.serviceRequestId, offerId: offer.id });
  });
}
