import {
  maxRewardsCents,
  type Offer,
  type OfferStatus,
  type RequestedService,
  type ServiceRequest,
  type Urgency,
  type WithdrawReason,
} from '@pitstop/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  offerLineItems,
  offers,
  serviceCategories,
  serviceRequestServices,
  type serviceRequests,
  services,
  shopCompanies,
  shopLocations,
} from '../../db/schema/index.ts';
import { bandPosition } from '../offers/index.ts';
import { medianAnswerMinutes } from '../shops/index.ts';
import { rankOffers } from './rank-offers.ts';

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;
type BandColumns = Pick<ServiceRequestRow, 'id' | 'bandLowCents' | 'bandMedianCents' | 'bandHighCents' | 'bandLocationCount'>;

/** The offers a customer sees: open ones and the one accepted (withdrawn bids are gone from the page). */
const SHOWN_STATUSES: OfferStatus[] = ['open', 'accepted'];

/**
 * The one serialiser of service requests and their offers (ADR 027): every reply of the module and every
 * event of the stream goes through it, so a request reads the same wherever it is read. Reads are batched
 * across the requests given — the requests' services in one query, their offers with their locations in one,
 * the offers' line items in one — whatever the number of requests or offers.
 */
export async function toServiceRequests(db: Db, rows: readonly ServiceRequestRow[]): Promise<ServiceRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [serviceRows, offersByRequest] = await Promise.all([
    db
      .select({
        serviceRequestId: serviceRequestServices.serviceRequestId,
        serviceId: serviceRequestServices.serviceId,
        name: services.name,
        categoryName: serviceCategories.name,
        autoquotable: services.autoquotable,
        note: serviceRequestServices.note,
        answers: serviceRequestServices.answers,
      })
      .from(serviceRequestServices)
      .innerJoin(services, eq(services.id, serviceRequestServices.serviceId))
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(inArray(serviceRequestServices.serviceRequestId, ids))
      .orderBy(asc(serviceRequestServices.serviceRequestId), asc(serviceRequestServices.position)),
    readOffers(db, rows),
  ]);
  const servicesByRequest = new Map<string, RequestedService[]>();
  for (const { serviceRequestId, ...service } of serviceRows) {
    const list = servicesByRequest.get(serviceRequestId) ?? [];
    list.push(service);
    servicesByRequest.set(serviceRequestId, list);
  }
  return rows.map((row) => {
    const shown = offersByRequest.get(row.id) ?? [];
    return {
      id: row.id,
      status: row.status,
      zipcode: row.zipcode,
      metroId: row.metroId,
      ownedVehicleId: row.ownedVehicleId,
      vehicle: {
        id: row.ownedVehicleId,
        year: row.vehicleYear,
        make: row.vehicleMake,
        model: row.vehicleModel,
        subModel: row.vehicleSubModel,
        mileage: row.vehicleMileage,
        vehicleClass: row.vehicleClass,
      },
      requestedServices: servicesByRequest.get(row.id) ?? [],
      notes: row.notes,
      maintenanceInterval: row.maintenanceInterval ?? null,
      source: row.source,
      urgency: row.urgency as Urgency | null,
      urgencyDescription: row.urgencyDescription,
      concierge: row.concierge,
      notificationMethod: row.notificationMethod,
      instantPrice: row.instantPrice,
      offers: shown,
      acceptedOffer: shown.find((offer) => offer.status === 'accepted') ?? null,
      reasonWithdrawn: row.reasonWithdrawn as WithdrawReason | null,
      reasonWithdrawnDescription: row.reasonWithdrawnDescription,
      comeBack: row.comeBack,
      withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/**
 * The shown offers of each request, ranked at read time among that request's offers (best first), each with its
 * place in the request's fair-price band, its rewards cap and its location's median answer time.
 */
export async function readOffers(db: Db, requests: readonly BandColumns[]): Promise<Map<string, Offer[]>> {
  const result = new Map<string, Offer[]>();
  if (requests.length === 0) return result;
  const ids = requests.map((request) => request.id);
  const offerRows = await db
    .select({
      offer: offers,
      location: {
        companyId: shopLocations.companyId,
        companyName: shopCompanies.name,
        name: shopLocations.name,
        address: shopLocations.address,
        city: shopLocations.city,
        state: shopLocations.state,
        zipcode: shopLocations.zipcode,
        rating: shopLocations.rating,
        reviewCount: shopLocations.reviewCount,
        certifications: shopLocations.certifications,
      },
    })
    .from(offers)
    .innerJoin(shopLocations, eq(shopLocations.id, offers.locationId))
    .innerJoin(shopCompanies, eq(shopCompanies.id, shopLocations.companyId))
    .where(and(inArray(offers.serviceRequestId, ids), inArray(offers.status, SHOWN_STATUSES)));
  if (offerRows.length === 0) return result;

  // After the offers, by their ids: an offer and its lines commit together, so every offer read has its lines.
  const [linesByOffer, medians] = await Promise.all([
    readOfferLines(db, offerRows.map(({ offer }) => offer.id)),
    // The location's median time to answer by hand, the figure the shop portal shows too.
    medianAnswerMinutes(db, offerRows.map(({ offer }) => offer.locationId)),
  ]);

  const bandOf = new Map(requests.map((request) => [request.id, request]));
  const rowsByRequest = new Map<string, typeof offerRows>();
  for (const row of offerRows) {
    const list = rowsByRequest.get(row.offer.serviceRequestId) ?? [];
    list.push(row);
    rowsByRequest.set(row.offer.serviceRequestId, list);
  }
  for (const [requestId, rows] of rowsByRequest) {
    const ranks = rankOffers(
      rows.map(({ offer, location }) => ({
        id: offer.id,
        totalCents: offer.totalCents,
        distanceMiles: offer.distanceMiles,
        rating: location.rating,
        reviewCount: location.reviewCount,
        createdAt: offer.createdAt,
      })),
    );
    const band = bandOf.get(requestId);
    const list: Offer[] = rows.map(({ offer, location }) => {
      const ranked = ranks.get(offer.id) ?? { rank: rows.length, rankReason: '' };
      return {
        id: offer.id,
        serviceRequestId: offer.serviceRequestId,
        source: offer.source,
        status: offer.status,
        totalCents: offer.totalCents,
        totalPriceInDollars: offer.totalCents / 100,
        laborCents: offer.laborCents,
        partsCents: offer.partsCents,
        feesCents: offer.feesCents,
        taxCents: offer.taxCents,
        maxRewards: maxRewardsCents(offer.totalCents) / 100,
        lineItems: linesByOffer.get(offer.id) ?? [],
        warranty: { months: offer.warrantyMonths, miles: offer.warrantyMiles, terms: offer.warrantyTerms },
        validUntil: offer.validUntil.toISOString(),
        rank: ranked.rank,
        rankReason: ranked.rankReason,
        note: offer.note,
        location: {
          id: offer.locationId,
          ...location,
          distanceMiles: Math.round(offer.distanceMiles * 10) / 10,
          medianAnswerMinutes: medians.get(offer.locationId) ?? null,
        },
        fairPrice:
          band &&
          band.bandLowCents !== null &&
          band.bandMedianCents !== null &&
          band.bandHighCents !== null &&
          band.bandLocationCount
            ? {
                lowCents: band.bandLowCents,
                medianCents: band.bandMedianCents,
                highCents: band.bandHighCents,
                locationCount: band.bandLocationCount,
                position: bandPosition(
                  {
                    lowCents: band.bandLowCents,
                    medianCents: band.bandMedianCents,
                    highCents: band.bandHighCents,
                    locationCount: band.bandLocationCount,
                  },
                  offer.totalCents,
                ),
              }
            : null,
        createdAt: offer.createdAt.toISOString(),
        updatedAt: offer.updatedAt.toISOString(),
      };
    });
    list.sort((a, b) => a.rank - b.rank);
    result.set(requestId, list);
  }
  return result;
}

/** Offers' lines with their services' names, in each offer's order: the customer's view and the shop portal read them alike. */
export async function readOfferLines(db: Db | Tx, offerIds: readonly string[]): Promise<Map<string, Offer['lineItems']>> {
  const linesByOffer = new Map<string, Offer['lineItems']>();
  if (offerIds.length === 0) return linesByOffer;
  const lineRows = await db
    .select({ line: offerLineItems, serviceName: services.name })
    .from(offerLineItems)
    .innerJoin(services, eq(services.id, offerLineItems.serviceId))
    .where(inArray(offerLineItems.offerId, [...offerIds]))
    .orderBy(asc(offerLineItems.offerId), asc(offerLineItems.position));
  for (const { line, serviceName } of lineRows) {
    const { offerId, position: _position, laborCentihours, ...figures } = line;
    const list = linesByOffer.get(offerId) ?? [];
    list.push({ ...figures, serviceName, laborHours: laborCentihours / 100 });
    linesByOffer.set(offerId, list);
  }
  return linesByOffer;
}
