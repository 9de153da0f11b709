import { type PublicOffer, type PublicOfferStatus, serviceRequestMessages } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { offers, serviceRequests, shopCompanies, shopLocations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from './ids.ts';
import { OFFER_LOCATION_COLUMNS } from './market-locations.ts';
import { readOfferLines } from './read-service-requests.ts';
import type { ServiceRequestsDeps } from './service-requests-deps.ts';

/**
 * One offer as its shared link shows it (/offer/{offerId}; docs/product/repair-cost-pages.md, ADR 073): the shop, the
 * job's lines, the price, the warranty and whether it can still be booked. Offer ids are random UUIDs (122 random
 * bits): the link is the only way to one, so whoever has it was given it. Nothing of the customer is read: not the
 * request's notes, answers, zip or dates, not the vehicle beyond its make and model, not the shop's note on a bid
 * (written to the customer), nor whether the customer booked it (`closed` stands for every end of the request).
 */
export async function getPublicOffer(deps: Pick<ServiceRequestsDeps, 'db' | 'clock'>, input: { offerId: string }): Promise<PublicOffer> {
  const [row] = isUuid(input.offerId)
    ? await deps.db
        .select({
          offer: offers,
          requestStatus: serviceRequests.status,
          make: serviceRequests.vehicleMake,
          model: serviceRequests.vehicleModel,
          location: OFFER_LOCATION_COLUMNS,
          openingHours: shopLocations.openingHours,
        })
        .from(offers)
        .innerJoin(serviceRequests, eq(serviceRequests.id, offers.serviceRequestId))
        .innerJoin(shopLocations, eq(shopLocations.id, offers.locationId))
        .innerJoin(shopCompanies, eq(shopCompanies.id, shopLocations.companyId))
        .where(eq(offers.id, input.offerId))
    : [];
  if (!row) throw new AppError('not_found', serviceRequestMessages.offerNotFound);
  const { offer } = row;
  // What an offer shows of its location, less the company's id and the members' discount (a signed-in matter).
  const { companyId: _companyId, memberDiscountPercent: _memberDiscountPercent, ...shop } = row.location;
  const lines = (await readOfferLines(deps.db, [offer.id])).get(offer.id) ?? [];
  return {
    id: offer.id,
    status: statusOf(offer.status, row.requestStatus, offer.validUntil, deps.clock.now()),
    validUntil: offer.validUntil.toISOString(),
    totalCents: offer.totalCents,
    laborCents: offer.laborCents,
    partsCents: offer.partsCents,
    feesCents: offer.feesCents,
    taxCents: offer.taxCents,
    lineItems: lines.map(({ serviceId: _serviceId, ...line }) => line),
    warranty: { months: offer.warrantyMonths, miles: offer.warrantyMiles, terms: offer.warrantyTerms },
    vehicle: { make: row.make, model: row.model },
    shop: { ...shop, openingHours: row.openingHours },
  };
}

function statusOf(offerStatus: string, requestStatus: string, validUntil: Date, now: Date): PublicOfferStatus {
  if (offerStatus === 'withdrawn') return 'withdrawn';
  if (offerStatus === 'accepted' || requestStatus !== 'open') return 'closed';
  return validUntil.getTime() <= now.getTime() ? 'expired' : 'open';
}
