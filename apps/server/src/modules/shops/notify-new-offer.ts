import { eq } from 'drizzle-orm';
import { newOfferEmail, newOfferText } from '../../adapters/email/index.ts';
import { offers, serviceRequests, shopLocations, users } from '../../db/schema/index.ts';
import type { ShopsDeps } from './shops-deps.ts';

/**
 * Tells the customer a shop answered their request (issue 15 §5), by the request's notification method: email
 * for `email` and `both`, a text for `phone` and `both` (when the account has a number), nothing for `none`;
 * with the link to the offers page. Every hand offer arrives after the instant ones, so each one is told. Runs
 * after the offer is committed: a failure here is the caller's to log, never the bid's.
 */
export async function notifyNewOffer(deps: Pick<ShopsDeps, 'db' | 'config' | 'outbox'>, { offerId }: { offerId: string }): Promise<void> {
  const [row] = await deps.db
    .select({
      requestId: serviceRequests.id,
      method: serviceRequests.notificationMethod,
      vehicle: { year: serviceRequests.vehicleYear, make: serviceRequests.vehicleMake, model: serviceRequests.vehicleModel },
      email: users.email,
      phoneNumber: users.phoneNumber,
      firstName: users.firstName,
      shopName: shopLocations.name,
      totalCents: offers.totalCents,
    })
    .from(offers)
    .innerJoin(serviceRequests, eq(serviceRequests.id, offers.serviceRequestId))
    .innerJoin(users, eq(users.id, serviceRequests.userId))
    .innerJoin(shopLocations, eq(shopLocations.id, offers.locationId))
    .where(eq(offers.id, offerId));
  if (!row || row.method === 'none') return;
  const brand = { brandName: deps.config.brandName, publicUrl: deps.config.publicUrl };
  const url = `${brand.publicUrl}/service-request/${row.requestId}/offer`;
  const { shopName, totalCents } = row;
  const ids: string[] = [];
  if (row.method === 'email' || row.method === 'both') {
    const vehicle = `${row.vehicle.year} ${row.vehicle.make} ${row.vehicle.model}`;
    ids.push(await deps.outbox.queueEmail(deps.db, row.email, newOfferEmail(brand, { firstName: row.firstName, shopName, totalCents, vehicle, url })));
  }
  if ((row.method === 'phone' || row.method === 'both') && row.phoneNumber) {
    ids.push(await deps.outbox.queueSms(deps.db, row.phoneNumber, newOfferText(brand, { shopName, totalCents, url }), 'new-offer'));
  }
  await deps.outbox.deliver(ids);
}
