import {
  maxRewardsCents,
  memberDiscountCents,
  newOfferCount,
  type Offer,
  type OfferLineItem,
  type OfferLocation,
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
import { OFFER_LOCATION_COLUMNS } from './market-locations.ts';
import { anyOf } from '../../db/any-of.ts';

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;
type OfferRow = typeof offers.$inferSelect;
type OfferLineRow = typeof offerLineItems.$inferSelect;
/** What an offer's `location` block reads from the location and its company (the rest comes with the offer). */
export type OfferLocationRow = Omit<OfferLocation, 'id' | 'distanceMiles' | 'medianAnswerMinutes'> & { memberDiscountPercent: number };
type BandColumns = Pick<ServiceRequestRow, 'id' | 'bandLowCents' | 'bandMedianCents' | 'bandHighCents' | 'bandLocationCount'>;

/** The offers a customer sees: open ones and the one accepted (withdrawn bids are gone from the page). */
const SHOWN_STATUSES: OfferStatus[] = ['open', 'accepted'];

/**
 * The one serialiser of service requests and their offers (ADR 027): every reply of the module and every
 * event of the stream is built by `requestDocument` / `offerDocuments` (bottom of this file), so a request reads
 * the same wherever it is read — also the reply of its creation, built from the rows just written. Reads are batched
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
      .where(anyOf(serviceRequestServices.serviceRequestId, ids))
      .orderBy(asc(serviceRequestServices.serviceRequestId), asc(serviceRequestServices.position)),
    readOffers(db, rows),
  ]);
  const servicesByRequest = new Map<string, RequestedService[]>();
  for (const { serviceRequestId, ...service } of serviceRows) {
    const list = servicesByRequest.get(serviceRequestId) ?? [];
    list.push(service);
    servicesByRequest.set(serviceRequestId, list);
  }
  return rows.map((row) => requestDocument(row, servicesByRequest.get(row.id) ?? [], offersByRequest.get(row.id) ?? []));
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
      location: OFFER_LOCATION_COLUMNS,
    })
    .from(offers)
    .innerJoin(shopLocations, eq(shopLocations.id, offers.locationId))
    .innerJoin(shopCompanies, eq(shopCompanies.id, shopLocations.companyId))
    .where(and(anyOf(offers.serviceRequestId, ids), inArray(offers.status, SHOWN_STATUSES)));
  if (offerRows.length === 0) return result;

  // After the offers, by their ids: an offer and its lines commit together, so every offer read has its lines.
  const [linesByOffer, medians] = await Promise.all([
    readOfferLines(db, offerRows.map(({ offer }) => offer.id)),
    // The location's median time to answer by hand, the figure the shop portal shows too.
    medianAnswerMinutes(db, offerRows.map(({ offer }) => offer.locationId)),
  ]);

  const requestById = new Map(requests.map((request) => [request.id, request]));
  const partsByRequest = new Map<string, OfferParts[]>();
  for (const { offer, location } of offerRows) {
    const list = partsByRequest.get(offer.serviceRequestId) ?? [];
    list.push({ offer, location, lines: linesByOffer.get(offer.id) ?? [], medianAnswerMinutes: medians.get(offer.locationId) ?? null });
    partsByRequest.set(offer.serviceRequestId, list);
  }
  for (const [requestId, parts] of partsByRequest) {
    result.set(requestId, offerDocuments(requestById.get(requestId) ?? null, parts));
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
    .where(anyOf(offerLineItems.offerId, offerIds))
    .orderBy(asc(offerLineItems.offerId), asc(offerLineItems.position));
  for (const { line, serviceName } of lineRows) {
    const list = linesByOffer.get(line.offerId) ?? [];
    list.push(lineDocument(line, serviceName));
    linesByOffer.set(line.offerId, list);
  }
  return linesByOffer;
}

// ─── The documents, from rows read or just written ─────────────────────────────────────────────────────
/** An offer's row with what its document needs beside it: its location, its lines and the location's answer time. */
export interface OfferParts {
  offer: OfferRow;
  location: OfferLocationRow;
  lines: Offer['lineItems'];
  medianAnswerMinutes: number | null;
}

/** An offer's line as the customer reads it, from its row (hours stored in hundredths). */
export function lineDocument(
  { offerId: _offerId, position: _position, laborCentihours, ...figures }: OfferLineRow,
  serviceName: string,
): OfferLineItem {
  return { ...figures, serviceName, laborHours: laborCentihours / 100 };
}

/**
 * One request's shown offers as the customer reads them, best first: ranked among themselves, each with its place
 * in the request's fair-price band, its rewards cap and its location's median answer time.
 */
export function offerDocuments(band: BandColumns | null, allParts: readonly OfferParts[]): Offer[] {
  const parts = onePerLocation(allParts);
  const ranks = rankOffers(
    parts.map(({ offer, location }) => ({
      id: offer.id,
      totalCents: offer.totalCents,
      distanceMiles: offer.distanceMiles,
      rating: location.rating,
      reviewCount: location.reviewCount,
      createdAt: offer.createdAt,
    })),
  );
  const fairPrice = storedBand(band);
  const list: Offer[] = parts.map(({ offer, location, lines, medianAnswerMinutes }) => {
    const ranked = ranks.get(offer.id) ?? { rank: parts.length, rankReason: '' };
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
      memberDiscountPercent: location.memberDiscountPercent,
      memberPriceCents: offer.totalCents - memberDiscountCents(offer.totalCents, location.memberDiscountPercent),
      lineItems: lines,
      warranty: { months: offer.warrantyMonths, miles: offer.warrantyMiles, terms: offer.warrantyTerms },
      validUntil: offer.validUntil.toISOString(),
      version: offer.version,
      rank: ranked.rank,
      rankReason: ranked.rankReason,
      note: offer.note,
      location: {
        id: offer.locationId,
        companyId: location.companyId,
        companyName: location.companyName,
        name: location.name,
        address: location.address,
        city: location.city,
        state: location.state,
        zipcode: location.zipcode,
        rating: location.rating,
        reviewCount: location.reviewCount,
        certifications: location.certifications,
        distanceMiles: Math.round(offer.distanceMiles * 10) / 10,
        medianAnswerMinutes,
      },
      fairPrice: fairPrice ? { ...fairPrice, position: bandPosition(fairPrice, offer.totalCents) } : null,
      createdAt: offer.createdAt.toISOString(),
      updatedAt: offer.updatedAt.toISOString(),
    };
  });
  return list.sort((a, b) => a.rank - b.rank);
}

/**
 * One offer per shop (ADR 041): a location's own bid takes the place of its instant estimate — the
 * shop looked at the request and priced it, and the customer compares shops, not one shop with itself. The accepted
 * offer always stays (nothing else of its location is shown then). Order is kept.
 */
export function onePerLocation<P extends { offer: Pick<OfferRow, 'id' | 'locationId' | 'source' | 'status'> }>(parts: readonly P[]): readonly P[] {
  const preference = (part: P) => (part.offer.status === 'accepted' ? 2 : part.offer.source === 'shop' ? 1 : 0);
  const kept = new Map<string, P>();
  for (const part of parts) {
    const held = kept.get(part.offer.locationId);
    if (!held || preference(part) > preference(held)) kept.set(part.offer.locationId, part);
  }
  return kept.size === parts.length ? parts : parts.filter((part) => kept.get(part.offer.locationId) === part);
}

/**
 * Whether an instant estimate has given its place to its shop's own bid (`onePerLocation`): an open autoquote whose
 * location has a live hand offer on the same request. Booking refuses it as it refuses an offer no longer open.
 */
export async function supersededByBid(db: Db | Tx, offer: Pick<OfferRow, 'serviceRequestId' | 'locationId' | 'source'>): Promise<boolean> {
  if (offer.source !== 'autoquote') return false;
  const [bid] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.serviceRequestId, offer.serviceRequestId), eq(offers.locationId, offer.locationId), eq(offers.source, 'shop'), inArray(offers.status, SHOWN_STATUSES)))
    .limit(1);
  return bid !== undefined;
}

/** The band stored on the request, when autoquote drew one. */
function storedBand(band: BandColumns | null) {
  if (!band || band.bandLowCents === null || band.bandMedianCents === null || band.bandHighCents === null || !band.bandLocationCount) {
    return null;
  }
  return {
    lowCents: band.bandLowCents,
    medianCents: band.bandMedianCents,
    highCents: band.bandHighCents,
    locationCount: band.bandLocationCount,
  };
}

/** A request as the customer reads it, from its row, its services (in order) and its shown offers (best first). */
export function requestDocument(row: ServiceRequestRow, requestedServices: RequestedService[], shown: Offer[]): ServiceRequest {
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
    requestedServices,
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
    offersSeenAt: row.offersSeenAt?.toISOString() ?? null,
    newOfferCount: newOfferCount({ offersSeenAt: row.offersSeenAt?.toISOString() ?? null, offers: shown }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
