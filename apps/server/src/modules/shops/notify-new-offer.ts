import { eq } from 'drizzle-orm';
import { pageUrl } from '@pitstop/contracts/pages';
import { newOfferEmail, newOfferText } from '../../adapters/email/index.ts';
import { offers, serviceRequests, shopLocations } from '../../db/schema/index.ts';
import { tellMember } from '../outbox/index.ts';
import type { ShopsDeps } from './shops-deps.ts';

/**
 * Tells the customer a shop answered their request (docs/product/shops.md), by the request's notification method: email
 * for `email` and `both`, a text for `phone` and `both` (when the account has a verified number), nothing for `none`;
 * with the link to the offers page. Every hand offer arrives after the instant ones, so each one is told. Runs
 * after the offer is committed: a failure here is the caller's to log, never the bid's.
 */
export async function notifyNewOffer(deps: Pick<ShopsDeps, 'db' | 'config' | 'outbox' | 'messageBudget'>, { offerId }: { offerId: string }): Promise<void> {
  const [row] = await deps.db
    .select({
      requestId: serviceRequests.id,
      userId: serviceRequests.userId,
      method: serviceRequests.notificationMethod,
      vehicle: { year: serviceRequests.vehicleYear, make: serviceRequests.vehicleMake, model: serviceRequests.vehicleModel },
      shopName: shopLocations.name,
      totalCents: offers.totalCents,
    })
    .from(offers)
    .innerJoin(serviceRequests, eq(serviceRequests.id, offers.serviceRequestId))
    .innerJoin(shopLocations, eq(shopLocations.id, offers.locationId))
    .where(eq(offers.id, offerId));
  if (!row || row.method === 'none') return;
  const brand = { brandName: deps.config.brandName, publicUrl: deps.config.publicUrl };
  const url = pageUrl(brand.publicUrl, '/service-request/:id/offer/:offerId?', { id: row.requestId });
  const { shopName, totalCents } = row;
  const vehicle = `${row.vehicle.year} ${row.vehicle.make} ${row.vehicle.model}`;
  // To a confirmed address and a verified number only, within the notification budget (ADR 047).
  const ids = await tellMember(deps.db, deps, row.userId, {
    ...(row.method === 'email' || row.method === 'both'
      ? { email: (to) => newOfferEmail(brand, { firstName: to.firstName, shopName, totalCents, vehicle, url }) }
      : {}),
    ...(row.method === 'phone' || row.method === 'both' ? { text: { body: () => newOfferText(brand, { shopName, totalCents, url }), template: 'new-offer' } } : {}),
  });
  await deps.outbox.deliver(ids);
}
