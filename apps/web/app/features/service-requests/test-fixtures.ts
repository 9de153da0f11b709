import type { Offer, ServiceRequest, ServiceRequestEvent } from '@pitstop/contracts';
import { toSnakeKeys } from '@pitstop/contracts/common/case';
import { memberDiscountCents } from '@pitstop/contracts/common/money';

/** Offers and a request as the contracts shape them (camelCase), and as the wire carries them, for tests. */
interface OfferSeed {
  id: string;
  shop: string;
  rank: number;
  /** Labor hours, labor rate and parts of the one brake line; tax is 8.25 % of parts. */
  hours: number;
  rateCents: number;
  partsCents: number;
  miles: number;
  rating: number;
  reviews: number;
  source?: Offer['source'];
  position?: 'below' | 'within' | 'above';
  updatedAt?: string;
}

export function offer(seed: OfferSeed): Offer {
  const laborCents = Math.round(seed.hours * seed.rateCents);
  const taxCents = Math.round(seed.partsCents * 0.0825);
  const totalCents = laborCents + seed.partsCents + taxCents;
  return {
    id: seed.id,
    serviceRequestId: 'sr-1',
    source: seed.source ?? 'autoquote',
    status: 'open',
    totalCents,
    totalPriceInDollars: totalCents / 100,
    laborCents,
    partsCents: seed.partsCents,
    feesCents: 0,
    taxCents,
    maxRewards: Math.min(50, Math.floor(totalCents / 10) / 100),
    memberDiscountPercent: 10,
    memberPriceCents: totalCents - memberDiscountCents(totalCents, 10),
    lineItems: [
      {
        serviceId: 'svc-brake-pads',
        serviceName: 'Brake Pads Replacement',
        laborHours: seed.hours,
        laborRateCents: seed.rateCents,
        laborCents,
        partsCents: seed.partsCents,
        feesCents: 0,
        taxCents,
        totalCents,
      },
    ],
    warranty: { months: 12, miles: 12000, terms: 'Parts and labor.' },
    version: 1,
    validUntil: '2027-03-15T12:00:00.000Z',
    rank: seed.rank,
    rankReason: `Ranked ${seed.rank} by price, distance and rating`,
    note: null,
    location: {
      id: `loc-${seed.id}`,
      companyId: `co-${seed.id}`,
      companyName: `${seed.shop} Inc.`,
      name: seed.shop,
      address: '100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      distanceMiles: seed.miles,
      rating: seed.rating,
      reviewCount: seed.reviews,
      certifications: ['ASE Certified'],
      medianAnswerMinutes: null,
    },
    fairPrice: { lowCents: 20000, medianCents: 26000, highCents: 32000, locationCount: 9, position: seed.position ?? 'within' },
    createdAt: '2027-03-01T12:00:00.000Z',
    updatedAt: seed.updatedAt ?? '2027-03-01T12:00:00.000Z',
  };
}

/** Three shops: Alamo is cheapest, Barton nearest, Capitol best rated; ranked Barton, Alamo, Capitol. */
export const OFFERS = [
  offer({ id: 'of-a', shop: 'Alamo Auto', rank: 2, hours: 1.5, rateCents: 10000, partsCents: 6000, miles: 4.2, rating: 4.1, reviews: 80 }),
  offer({ id: 'of-b', shop: 'Barton Brakes', rank: 1, hours: 1.5, rateCents: 12000, partsCents: 6000, miles: 1.1, rating: 4.5, reviews: 120 }),
  offer({ id: 'of-c', shop: 'Capitol Car Care', rank: 3, hours: 1.6, rateCents: 13000, partsCents: 7000, miles: 6.8, rating: 4.9, reviews: 310 }),
];

export function serviceRequest(changes: Partial<ServiceRequest> = {}): ServiceRequest {
  return {
    id: 'sr-1',
    status: 'open',
    zipcode: '78701',
    metroId: 'austin',
    ownedVehicleId: 'veh-1',
    vehicle: { id: 'veh-1', year: 2010, make: 'Honda', model: 'Civic', subModel: 'LX', mileage: 98000, vehicleClass: 'compact' },
    requestedServices: [
      { serviceId: 'svc-brake-pads', name: 'Brake Pads Replacement', categoryName: 'Brakes', autoquotable: true, note: null, answers: [] },
    ],
    notes: null,
    maintenanceInterval: null,
    source: 'Web',
    urgency: null,
    urgencyDescription: null,
    concierge: false,
    notificationMethod: 'email',
    instantPrice: true,
    offers: OFFERS,
    acceptedOffer: null,
    reasonWithdrawn: null,
    reasonWithdrawnDescription: null,
    comeBack: null,
    withdrawnAt: null,
    offersSeenAt: '2027-03-01T12:00:00.000Z',
    newOfferCount: 0,
    createdAt: '2027-03-01T12:00:00.000Z',
    updatedAt: '2027-03-01T12:00:00.000Z',
    ...changes,
  };
}

/** The JSON:API document GET /v3/users/service_requests/{id} answers. */
export function wireServiceRequest(request: ServiceRequest) {
  const { id, ...attributes } = request;
  return { data: { id, type: 'service_requests', attributes: toSnakeKeys(attributes) } };
}

/** One event of the request's stream as the server writes it: the type, and the whole event in snake_case. */
export const wireEvent = (event: ServiceRequestEvent) => [event.type, toSnakeKeys(event)] as const;
