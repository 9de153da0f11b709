import { z } from 'zod';
import { snakeKeys } from './accounts.ts';
import { jsonApiCappedListDocument, jsonApiDocument, jsonApiListDocument } from './common/jsonapi.ts';
import { PageQuery } from './common/pagination.ts';
import { defineRoutes } from './common/routes.ts';
import { dayField, text } from './common/fields.ts';
import { AppointmentStatus, PaymentState, SlotTime } from './common/appointment-vocabulary.ts';
import { ZipcodeInput } from './locations.ts';
import { VehicleClass } from './catalog.ts';
import { Mileage, MileageNumber } from './vehicles.ts';
import { OpeningHours } from './shops.ts';
import { AdminPayment } from './payments.ts';
import { MAX_REWARDS_CAP_CENTS, MAX_REWARDS_SHARE_BPS, MAX_SERVICES_PER_REQUEST } from './product-figures.ts';
// The figures live in a zod-free module (the public pages read them there); re-exported for everyone else.
export { MAX_REWARDS_CAP_CENTS, MAX_REWARDS_SHARE_BPS, MAX_SERVICES_PER_REQUEST, OFFER_VALID_DAYS } from './product-figures.ts';

/**
 * Service requests and their offers (docs/product/requests-and-offers.md). The main API (JSON:API, snake_case on the wire). A request is always a signed-in
 * user's: the onramp creates the account before the request. Offers are embedded in the request's attributes
 * (`offers`), so the request and its offers arrive, and stream, as one typed document (ADR 027).
 *
 * Money is integer cents; the spec's dollar fields (`totalPriceInDollars`, `maxRewards`) are derived from them.
 */
export const serviceRequestMessages = {
  servicesRequired: 'Choose at least one service.',
  servicesTooMany: (max: number) => `Choose at most ${max} services for one request.`,
  serviceRepeated: 'Each service can be chosen once.',
  serviceUnknown: 'One of the chosen services is not offered any more. Please choose your services again.',
  answerUnknown: 'One of the answers does not belong to that service. Please answer the questions again.',
  vehicleRequired: 'Choose a vehicle.',
  vehicleNotFound: 'Vehicle not found.',
  requestNotFound: 'Service request not found.',
  offerNotFound: 'Offer not found.',
  requestClosed: 'This service request is no longer open.',
  tokenInvalid: 'The request form token is missing or malformed. Reload the page and try again.',
  reasonRequired: 'Tell us why you are withdrawing this request.',
  tooManyStreams: 'Too many pages with live updates are open for your account: close one to get live updates here.',
  descriptionRequired: 'Please describe the reason.',
  phoneNeeded: 'Add a mobile phone number to be told by text.',
  noInstantPrice:
    'Some of these services need a look at your car before a shop can price them. Nearby shops have your request and their estimates will appear here.',
} as const;

/** Notes for the mechanic: a paragraph or two, not the generic 128-character input. */
export const NOTE_MAX_LENGTH = 1000;
/** Offers made instantly (autoquote) for one request, by default (config OFFERS_PER_REQUEST). */
export const DEFAULT_OFFERS_PER_REQUEST = 5;
/**
 * Live-update streams one user may hold open on one server (ADR 048): the signed-in home opens up to 5 (one per
 * open request shown) and the offers page 1, so 8 leaves room for a page or two more; beyond it a stream is refused
 * with 429 `too_many_streams` and the page polls instead.
 */
export const STREAMS_PER_USER = 8;

/** The rewards a customer may apply to an offer of this total, in cents (10 %, at most $50). */
export const maxRewardsCents = (totalCents: number): number =>
  Math.min(MAX_REWARDS_CAP_CENTS, Math.floor((totalCents * MAX_REWARDS_SHARE_BPS) / 10_000));

// ─── Vocabulary ──────────────────────────────────────────────────────────────────────────────────────
export const SERVICE_REQUEST_STATUSES = ['open', 'booked', 'completed', 'withdrawn'] as const;
export const ServiceRequestStatus = z.enum(SERVICE_REQUEST_STATUSES);
export type ServiceRequestStatus = z.infer<typeof ServiceRequestStatus>;

/** The optional last segment of the list calls: which requests to list. */
export const SERVICE_REQUEST_SCOPES = ['open', 'booked', 'past'] as const;
export const ServiceRequestScope = z.enum(SERVICE_REQUEST_SCOPES, {
  error: `The list must be one of: ${SERVICE_REQUEST_SCOPES.join(', ')}.`,
});
export type ServiceRequestScope = z.infer<typeof ServiceRequestScope>;
/** Which statuses each scope lists; no scope lists every request. */
export const SCOPE_STATUSES: Record<ServiceRequestScope, readonly ServiceRequestStatus[]> = {
  open: ['open'],
  booked: ['booked'],
  past: ['completed', 'withdrawn'],
};

/** The notification method is derived from what the person gives: both, email, phone or none. */
export const NOTIFICATION_METHODS = ['both', 'email', 'phone', 'none'] as const;
export const NotificationMethod = z.enum(NOTIFICATION_METHODS);
export type NotificationMethod = z.infer<typeof NotificationMethod>;
export function notificationMethodOf({ email, phone }: { email: boolean; phone: boolean }): NotificationMethod {
  if (email && phone) return 'both';
  if (email) return 'email';
  if (phone) return 'phone';
  return 'none';
}

export const URGENCIES = ['asap', 'this_week', 'flexible'] as const;
export const Urgency = z.enum(URGENCIES, { error: `Urgency must be one of: ${URGENCIES.join(', ')}.` });
export type Urgency = z.infer<typeof Urgency>;
/** How the urgencies read, to the customer asked and to the shop reading the request. */
export const URGENCY_LABELS: Record<Urgency, string> = { asap: 'As soon as possible', this_week: 'This week', flexible: 'Flexible' };

export const SERVICE_REQUEST_SOURCES = ['Web', 'Advisor', 'Partner'] as const;

/** Why a request is withdrawn (DELETE's `reason_withdrawn`), with the words the page shows. */
export const WITHDRAW_REASONS = {
  found_another_shop: 'I found another shop',
  too_expensive: 'The estimates are too expensive',
  fixed_it: 'The problem is fixed',
  not_needed: "I don't need the work any more",
  too_slow: 'It is taking too long',
  other: 'Something else',
} as const;
export type WithdrawReason = keyof typeof WITHDRAW_REASONS;
export const WithdrawReason = z.enum(Object.keys(WITHDRAW_REASONS) as [WithdrawReason, ...WithdrawReason[]], {
  error: serviceRequestMessages.reasonRequired,
});

export const OFFER_SOURCES = ['autoquote', 'shop'] as const;
export const OfferSource = z.enum(OFFER_SOURCES);
export type OfferSource = z.infer<typeof OfferSource>;
export const OFFER_STATUSES = ['open', 'accepted', 'withdrawn'] as const;
export const OfferStatus = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof OfferStatus>;
export const BAND_POSITIONS = ['below', 'within', 'above'] as const;
export const BandPositionSchema = z.enum(BAND_POSITIONS);

// ─── Ids and tokens ──────────────────────────────────────────────────────────────────────────────────
/** An id in a path or body: any short text; one that names nothing of the caller's answers 404, never 400/403. */
export const EntityId = text().trim().min(1).max(64);
/** Idempotency key the onramp makes once per request form (a UUID or similar). */
export const RequestFormToken = text({ required: serviceRequestMessages.tokenInvalid }).regex(/^[A-Za-z0-9_-]{16,64}$/, {
  message: serviceRequestMessages.tokenInvalid,
});

// ─── Create (POST /v3/service_requests) ────────────────────────────────────────────────────────────────
/** One interview answer: which question, which answer (by its text); the server reads weight and note. */
export const InterviewAnswerChoice = z.object({ questionId: EntityId, answer: text().trim().min(1).max(200) });
export type InterviewAnswerChoice = z.infer<typeof InterviewAnswerChoice>;

export const RequestedServiceInput = z.object({
  serviceId: EntityId,
  answers: z.array(InterviewAnswerChoice).max(20).optional().default([]),
  note: text({ multiline: true }).trim().max(NOTE_MAX_LENGTH).nullish().transform((note) => note || null),
});

const optionalNote = text({ multiline: true })
  .trim()
  .max(NOTE_MAX_LENGTH)
  .nullish()
  .transform((note) => note || null);

export const ServiceRequestCreate = z.object({
  services: z
    .array(RequestedServiceInput, { error: serviceRequestMessages.servicesRequired })
    .min(1, { message: serviceRequestMessages.servicesRequired })
    .max(MAX_SERVICES_PER_REQUEST, { message: serviceRequestMessages.servicesTooMany(MAX_SERVICES_PER_REQUEST) })
    .refine((services) => new Set(services.map((service) => service.serviceId)).size === services.length, {
      message: serviceRequestMessages.serviceRepeated,
    }),
  ownedVehicleId: text({ required: serviceRequestMessages.vehicleRequired }).trim().min(1, {
    message: serviceRequestMessages.vehicleRequired,
  }).max(64),
  zipcode: ZipcodeInput,
  notes: optionalNote,
  /** maintenanceInterval {mileage, services}: the interval-services step's choice. */
  maintenanceInterval: z
    .object({ mileage: MileageNumber, services: z.array(EntityId).max(MAX_SERVICES_PER_REQUEST) })
    .nullish()
    .transform((value) => value ?? null),
  source: z.enum(SERVICE_REQUEST_SOURCES).default('Web'),
  urgency: Urgency.nullish().transform((value) => value ?? null),
  urgencyDescription: optionalNote,
  concierge: z.boolean().default(false),
  /** Derived on the contact step (notificationMethodOf); `phone`/`both` need a phone number on the profile. */
  notificationMethod: NotificationMethod.default('email'),
  requestFormToken: RequestFormToken,
});
export type ServiceRequestCreate = z.input<typeof ServiceRequestCreate>;
export type ServiceRequestCreateInput = z.output<typeof ServiceRequestCreate>;

// ─── Replies ───────────────────────────────────────────────────────────────────────────────────────────
export const OfferLineItem = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  laborHours: z.number().nonnegative(),
  laborRateCents: z.number().int().nonnegative(),
  laborCents: z.number().int().nonnegative(),
  partsCents: z.number().int().nonnegative(),
  feesCents: z.number().int().nonnegative(),
  taxCents: z.number().int().nonnegative(),
  totalCents: z.number().int().nonnegative(),
});
export type OfferLineItem = z.infer<typeof OfferLineItem>;

export const FairPrice = z.object({
  lowCents: z.number().int(),
  medianCents: z.number().int(),
  highCents: z.number().int(),
  /** How many of the market's shops the band is drawn from. */
  locationCount: z.number().int().positive(),
  position: BandPositionSchema,
});
export type FairPrice = z.infer<typeof FairPrice>;

/** An offer's `location` {id, companyId, companyName, name, city, state, zipcode} and what compare needs. */
export const OfferLocation = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  distanceMiles: z.number().nonnegative(),
  rating: z.number(),
  reviewCount: z.number().int(),
  certifications: z.array(z.string()),
  /** The shop's median time to answer a request by hand, in minutes; null before its first hand bid. */
  medianAnswerMinutes: z.number().int().nullable(),
});
export type OfferLocation = z.infer<typeof OfferLocation>;

export const Offer = z.object({
  id: z.string(),
  serviceRequestId: z.string(),
  source: OfferSource,
  status: OfferStatus,
  totalCents: z.number().int().nonnegative(),
  /** acceptedOffer.totalPriceInDollars: totalCents / 100. */
  totalPriceInDollars: z.number().nonnegative(),
  laborCents: z.number().int().nonnegative(),
  partsCents: z.number().int().nonnegative(),
  feesCents: z.number().int().nonnegative(),
  taxCents: z.number().int().nonnegative(),
  /** maxRewards, in dollars (the booking sends it × 100). */
  maxRewards: z.number().nonnegative(),
  /** The shop's members' discount, 0–25 % (ADR 059). */
  memberDiscountPercent: z.number().int().nonnegative(),
  /** What a plus member pays for this offer before rewards: the total less the shop's discount, shown to everyone. */
  memberPriceCents: z.number().int().nonnegative(),
  lineItems: z.array(OfferLineItem).min(1),
  warranty: z.object({ months: z.number().int(), miles: z.number().int(), terms: z.string() }),
  validUntil: z.string(),
  /** Raised by every change of the offer's lines or total; the booking sends the one shown (ADR 044). */
  version: z.number().int().positive(),
  /** 1 = best; ranked by price, distance and rating among the request's offers. */
  rank: z.number().int().positive(),
  rankReason: z.string(),
  /** The shop's note on a hand bid. */
  note: z.string().nullable(),
  location: OfferLocation,
  /** Null when fewer than one comparable price exists (a job only shops can price). */
  fairPrice: FairPrice.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Offer = z.infer<typeof Offer>;

export const RequestedService = z.object({
  serviceId: z.string(),
  name: z.string(),
  categoryName: z.string(),
  autoquotable: z.boolean(),
  note: z.string().nullable(),
  answers: z.array(
    z.object({ questionId: z.string(), question: z.string(), answer: z.string(), weight: z.number(), note: z.string().nullable() }),
  ),
});
export type RequestedService = z.infer<typeof RequestedService>;

export const RequestVehicle = z.object({
  id: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  subModel: z.string().nullable(),
  mileage: z.number().int().nullable(),
  vehicleClass: VehicleClass,
});

export const ServiceRequest = z.object({
  id: z.string(),
  status: ServiceRequestStatus,
  zipcode: z.string(),
  metroId: z.string(),
  ownedVehicleId: z.string(),
  vehicle: RequestVehicle,
  requestedServices: z.array(RequestedService).min(1),
  notes: z.string().nullable(),
  maintenanceInterval: z.object({ mileage: z.number().int(), services: z.array(z.string()) }).nullable(),
  source: z.string(),
  urgency: Urgency.nullable(),
  urgencyDescription: z.string().nullable(),
  concierge: z.boolean(),
  notificationMethod: NotificationMethod,
  /** False when a service needs a shop's own look: the offers come from shops' bids only. */
  instantPrice: z.boolean(),
  /** Open and accepted offers, best rank first. */
  offers: z.array(Offer),
  acceptedOffer: Offer.nullable(),
  reasonWithdrawn: WithdrawReason.nullable(),
  reasonWithdrawnDescription: z.string().nullable(),
  comeBack: z.boolean().nullable(),
  withdrawnAt: z.string().nullable(),
  /** When the owner last opened the request's offers (PUT …/seen); null before the first time. */
  offersSeenAt: z.string().nullable(),
  /** Shown offers made after `offersSeenAt` (every open one before the first look): `newOfferCount`. */
  newOfferCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceRequest = z.infer<typeof ServiceRequest>;

/**
 * What is new on a request since its owner last looked (docs/product/signed-in-home.md): its open offers made after `offersSeenAt`,
 * all of them before the first look. One rule for the server's `newOfferCount` and for a page that merged offers
 * from the live stream since it read the count.
 */
export function newOfferCount(request: { offersSeenAt: string | null; offers: readonly { status: OfferStatus; createdAt: string }[] }): number {
  const seen = request.offersSeenAt === null ? null : Date.parse(request.offersSeenAt);
  return request.offers.filter((offer) => offer.status === 'open' && (seen === null || Date.parse(offer.createdAt) > seen)).length;
}

/**
 * A listed request's booking (docs/product/signed-in-home.md): its live appointment — or the completed one of a
 * past job — with the time in the shop's zone, what is held (or will be), a time the shop proposed instead, the
 * extra work waiting for an answer, and what the customer can do about it now.
 */
export const RequestBooking = z.object({
  appointmentId: z.string(),
  offerId: z.string(),
  status: AppointmentStatus,
  slot: SlotTime,
  /** What is (or will be) held on the card: the approved total less discount and rewards. */
  amountCents: z.number().int().nonnegative(),
  paymentState: PaymentState.nullable(),
  /** When a scheduled hold is placed (ISO), else null. */
  holdOn: z.string().nullable(),
  capturedCents: z.number().int().nonnegative().nullable(),
  /** Another time the shop proposed, waiting for the customer's answer. */
  shopProposal: SlotTime.nullable(),
  /** Extra work lines the shop sent, waiting for the customer's approval. */
  extraWorkPending: z.number().int().nonnegative(),
  actions: z.object({
    reschedule: z.boolean(),
    cancel: z.boolean(),
    approveExtraWork: z.boolean(),
    receipt: z.boolean(),
  }),
});
export type RequestBooking = z.infer<typeof RequestBooking>;

/** A request as the lists give it: the request, and its booking when it has one (the lists' own addition). */
export const ServiceRequestListItem = ServiceRequest.extend({ booking: RequestBooking.nullable() });
export type ServiceRequestListItem = z.infer<typeof ServiceRequestListItem>;

const ServiceRequestAttributes = snakeKeys(ServiceRequest.omit({ id: true }));
export const ServiceRequestDocument = jsonApiDocument('service_requests', ServiceRequestAttributes);
export const ServiceRequestListDocument = jsonApiListDocument('service_requests', snakeKeys(ServiceRequestListItem.omit({ id: true })));
const OfferAttributes = snakeKeys(Offer.omit({ id: true }));
export const OfferDocument = jsonApiDocument('offers', OfferAttributes);
export const OfferListDocument = jsonApiListDocument('offers', OfferAttributes);

// ─── One offer shared by its link (GET /v3/offers/{offerId}, public; ADR 073) ─────────────────────────────
/**
 * What anyone with an offer's link reads of it: `open` (bookable until `validUntil`), `expired` (its validity passed),
 * `withdrawn` (the shop took it back) or `closed` (the request it answered is booked, withdrawn or done — which of
 * these is the customer's business, so it is not said).
 */
export const PublicOfferStatus = z.enum(['open', 'expired', 'withdrawn', 'closed']);
export type PublicOfferStatus = z.infer<typeof PublicOfferStatus>;

/** One offer without its customer (/offer/{offerId}): the shop, the job, the price and its lines, the validity. */
export const PublicOffer = z.object({
  id: z.string(),
  status: PublicOfferStatus,
  validUntil: z.string(),
  totalCents: z.number().int().nonnegative(),
  laborCents: z.number().int().nonnegative(),
  partsCents: z.number().int().nonnegative(),
  feesCents: z.number().int().nonnegative(),
  taxCents: z.number().int().nonnegative(),
  lineItems: z.array(OfferLineItem.omit({ serviceId: true })).min(1),
  warranty: z.object({ months: z.number().int(), miles: z.number().int(), terms: z.string() }),
  /** The make and model the job was priced for (no year, trim, mileage, VIN or plate). */
  vehicle: z.object({ make: z.string(), model: z.string() }),
  shop: z.object({
    companyName: z.string(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
    rating: z.number(),
    reviewCount: z.number().int(),
    certifications: z.array(z.string()),
    openingHours: OpeningHours,
  }),
});
export type PublicOffer = z.infer<typeof PublicOffer>;
export const PublicOfferDocument = jsonApiDocument('public_offers', snakeKeys(PublicOffer.omit({ id: true })));
export const PublicOfferParams = z.object({ offerId: text().min(1).max(64) });

// ─── Live updates (GET /v3/service_requests/{id}/events, Server-Sent Events) ───────────────────────────
/**
 * One event of the stream: the SSE `event` field is the type, `data` the JSON (snake_case keys, as the rest of
 * the main API). `offer` carries a new or changed offer (merge by id, spec §4); `offer_withdrawn` the id of one
 * the shop took back; `status` the request's new status.
 */
export const SERVICE_REQUEST_EVENT_TYPES = ['offer', 'offer_withdrawn', 'status'] as const;
/** Where one shown offer now stands: its rank and the sentence saying why. */
export const ShownOffer = z.object({ offerId: z.string(), rank: z.number().int().positive(), rankReason: z.string() });
export type ShownOffer = z.infer<typeof ShownOffer>;
/**
 * An offer's arrival or withdrawal changes where the others stand (a bid cheaper than the cheapest must not
 * leave two offers saying "Lowest price"): `shown` lists every offer the request shows after it, best first, with
 * its rank and reason, so the page re-ranks the others and drops what is no longer shown (a shop's own bid takes
 * its instant estimate's place, ADR 041). Always sent by this server; absent from an older node's events.
 */
const shown = z.array(ShownOffer).optional();
export const ServiceRequestEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('offer'), offer: Offer, shown }),
  z.object({ type: z.literal('offer_withdrawn'), offerId: z.string(), shown }),
  z.object({ type: z.literal('status'), status: ServiceRequestStatus }),
]);
export type ServiceRequestEvent = z.infer<typeof ServiceRequestEvent>;

// ─── Params and queries ────────────────────────────────────────────────────────────────────────────────
export const ServiceRequestParams = z.object({ id: EntityId });
export const UserServiceRequestsParams = z.object({ userId: EntityId });
export const UserServiceRequestsScopeParams = UserServiceRequestsParams.extend({ scope: ServiceRequestScope });
export const VehicleServiceRequestsParams = z.object({ id: EntityId });
export const VehicleServiceRequestsScopeParams = VehicleServiceRequestsParams.extend({ scope: ServiceRequestScope });
export const ServiceRequestListQuery = PageQuery;

export const WithdrawQuery = z
  .object({
    reasonWithdrawn: WithdrawReason,
    reasonWithdrawnDescription: text({ multiline: true })
      .trim()
      .max(NOTE_MAX_LENGTH)
      .nullish()
      .transform((value) => value || null),
    comeBack: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
      .optional()
      .transform((value) => (value === undefined ? null : value === true || value === 'true' || value === '1')),
  })
  .refine((query) => query.reasonWithdrawn !== 'other' || query.reasonWithdrawnDescription !== null, {
    message: serviceRequestMessages.descriptionRequired,
    path: ['reasonWithdrawnDescription'],
  });
export type WithdrawQuery = z.input<typeof WithdrawQuery>;

// ─── Packages (GET /v3/owned_vehicles/{id}/packages?zipcode=) ─────────────────────────────────────────
export const MaintenancePackage = z.object({
  /** The milestone's mileage: the package is what the schedule says is due there. */
  mileage: z.number().int(),
  name: z.string(),
  services: z.array(z.object({ serviceId: z.string(), name: z.string() })).min(1),
  /** The fair-price band of the whole package for this vehicle near the zip. */
  lowCents: z.number().int(),
  medianCents: z.number().int(),
  highCents: z.number().int(),
  locationCount: z.number().int(),
});
export type MaintenancePackage = z.infer<typeof MaintenancePackage>;
export const PackagesQuery = z.object({ zipcode: ZipcodeInput });
export const PackageListDocument = jsonApiListDocument('packages', snakeKeys(MaintenancePackage)).extend({
  meta: z.object({ count: z.number().int().nonnegative(), message: z.string().nullable() }),
});

/** Interval services (the onramp's interval-services step): what is due at a mileage. */
export const IntervalServicesQuery = z.object({ mileage: Mileage });
export const IntervalServicesResponse = z.object({
  mileage: z.number().int(),
  services: z.array(z.object({ serviceId: z.string(), name: z.string(), categoryName: z.string() })),
});

// ─── Operations console: requests and bookings, metrics (docs/product/operations.md) ─────────────────
export const adminRequestMessages = {
  notFound: 'Service request not found.',
  dayInvalid: 'Enter a day as YYYY-MM-DD.',
  rangeBackwards: 'The first day is after the last.',
} as const;

/** Find requests: `q` is a request id, or part of the customer's email; the days are UTC, both included. */
export const AdminRequestsQuery = PageQuery.extend({
  q: text().trim().max(200).optional().describe("A request's id, or part of the customer's email (any case)."),
  status: ServiceRequestStatus.optional(),
  from: dayField(adminRequestMessages.dayInvalid).optional().describe('Made on or after this day (UTC), YYYY-MM-DD.'),
  to: dayField(adminRequestMessages.dayInvalid).optional().describe('Made on or before this day (UTC), YYYY-MM-DD.'),
}).refine((query) => !query.from || !query.to || query.from <= query.to, { message: adminRequestMessages.rangeBackwards, path: ['to'] });
export type AdminRequestsQuery = z.input<typeof AdminRequestsQuery>;

/** A request as the console lists it. */
export const AdminRequestRow = z.object({
  id: z.string(),
  status: ServiceRequestStatus,
  createdAt: z.string(),
  customerId: z.string(),
  customerEmail: z.string(),
  customerName: z.string(),
  vehicle: z.string(),
  zipcode: z.string(),
  services: z.array(z.string()),
  offerCount: z.number().int(),
  /** The request's live or last booking's state, if it was booked. */
  bookingStatus: AppointmentStatus.nullable(),
});
export type AdminRequestRow = z.infer<typeof AdminRequestRow>;
export const AdminRequestListDocument = jsonApiCappedListDocument('admin_service_requests', snakeKeys(AdminRequestRow.omit({ id: true })));

export const AdminRequestOffer = z.object({
  id: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  source: z.enum(['autoquote', 'shop']),
  status: z.enum(['open', 'accepted', 'withdrawn']),
  totalCents: z.number().int(),
  createdAt: z.string(),
});
export const AdminRequestAppointment = z.object({
  id: z.string(),
  status: AppointmentStatus,
  locationName: z.string(),
  startsAt: z.string(),
  approvedTotalCents: z.number().int(),
  rewardsCents: z.number().int(),
  paymentState: PaymentState.nullable(),
  capturedCents: z.number().int().nullable(),
  cardLast4: z.string().nullable(),
  reasonCancelled: z.string().nullable(),
  createdAt: z.string(),
});
/** One request with everything an operator needs to answer for it: offers, bookings and the money of each. */
export const AdminRequestDetail = AdminRequestRow.extend({
  notes: z.string().nullable(),
  reasonWithdrawn: z.string().nullable(),
  offers: z.array(AdminRequestOffer),
  appointments: z.array(AdminRequestAppointment),
  payments: z.array(AdminPayment),
});
export type AdminRequestDetail = z.infer<typeof AdminRequestDetail>;
export const AdminRequestDocument = jsonApiDocument('admin_service_requests', snakeKeys(AdminRequestDetail.omit({ id: true })));

export const ADMIN_METRICS_PERIODS = [30, 90] as const;
export const AdminMetricsQuery = z.object({
  days: z.coerce
    .number()
    .refine((days) => (ADMIN_METRICS_PERIODS as readonly number[]).includes(days), { message: 'The period is 30 or 90 days.' })
    .default(30)
    .describe('The last 30 or 90 days (UTC), today included.'),
});
/** One UTC day of the marketplace: what was asked, offered, booked and charged. */
export const AdminMetricsDay = z.object({
  day: z.string(),
  requests: z.number().int(),
  offers: z.number().int(),
  bookings: z.number().int(),
  revenueCents: z.number().int(),
});
export type AdminMetricsDay = z.infer<typeof AdminMetricsDay>;
export const AdminMetrics = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  totals: z.object({
    requests: z.number().int(),
    offers: z.number().int(),
    /** Offers made on the period's requests, per request (0 when there were none). */
    offersPerRequest: z.number(),
    bookings: z.number().int(),
    /** Bookings per request over the period (0 to 1). */
    conversion: z.number(),
    revenueCents: z.number().int(),
  }),
  byDay: z.array(AdminMetricsDay),
});
export type AdminMetrics = z.infer<typeof AdminMetrics>;
export const AdminMetricsDocument = jsonApiDocument('admin_metrics', snakeKeys(AdminMetrics));

export const serviceRequestsRoutes = defineRoutes('service-requests', {
  createServiceRequest: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/service_requests',
    summary: 'Create a service request; nearby shops answer it at once with itemised offers',
    description:
      'Idempotent by request_form_token: the same token from the same user returns the first request (200) instead of a second one (201).',
    auth: 'user',
    body: ServiceRequestCreate,
    reply: ServiceRequestDocument,
    status: 201,
    replies: { 200: ServiceRequestDocument, 201: ServiceRequestDocument },
    errors: ['not_found', 'zipcode_out_of_market', 'service_unavailable', 'account_unconfirmed', 'rate_limited'],
  },
  getServiceRequest: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/service_requests/:id',
    summary: "One of the signed-in user's service requests, with its offers",
    auth: 'user',
    params: ServiceRequestParams,
    reply: ServiceRequestDocument,
    errors: ['not_found'],
  },
  getPublicOffer: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/offers/:offerId',
    summary: 'One offer as its shared link shows it: the shop, the job, the price and the validity (public)',
    description: 'No customer data: not the customer, the vehicle beyond its make and model, nor the request. An unknown id is 404.',
    params: PublicOfferParams,
    reply: PublicOfferDocument,
    errors: ['not_found'],
  },
  listOffers: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/service_requests/:id/offers',
    summary: "The offers on one of the signed-in user's service requests, best first",
    auth: 'user',
    params: ServiceRequestParams,
    reply: OfferListDocument,
    errors: ['not_found'],
  },
  streamServiceRequestEvents: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/service_requests/:id/events',
    summary: 'Live updates of one service request (text/event-stream): new and changed offers, status',
    description:
      'Server-Sent Events. Each event names its type (offer, offer_withdrawn, status); its data is the whole event as JSON in the main API key case ({"type":"offer","offer":{…},"shown":[…]}, {"type":"offer_withdrawn","offer_id":…,"shown":[…]}, {"type":"status","status":…}), i.e. ServiceRequestEvent; `shown` ranks every offer shown after the change. The stream opens with `retry: 3000`; a comment line every 25 s keeps proxies from closing it. It ends within seconds of its session ending (sign-out, a password change); a user holds at most STREAMS_PER_USER (8) streams on one server, and one more is refused with 429 `too_many_streams` (poll the request instead).',
    auth: 'user',
    params: ServiceRequestParams,
    stream: 'text/event-stream',
    errors: ['not_found', 'too_many_streams'],
  },
  listUserServiceRequests: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/:userId/service_requests',
    summary: "The signed-in user's service requests, newest first",
    auth: 'user',
    params: UserServiceRequestsParams,
    query: ServiceRequestListQuery,
    reply: ServiceRequestListDocument,
    errors: ['not_found'],
  },
  listUserServiceRequestsInScope: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/users/:userId/service_requests/:scope',
    summary: "The signed-in user's open, booked or past service requests",
    auth: 'user',
    params: UserServiceRequestsScopeParams,
    query: ServiceRequestListQuery,
    reply: ServiceRequestListDocument,
    errors: ['not_found'],
  },
  listVehicleServiceRequests: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/owned_vehicles/:id/service_requests',
    summary: "The service requests for one of the signed-in user's vehicles",
    auth: 'user',
    params: VehicleServiceRequestsParams,
    query: ServiceRequestListQuery,
    reply: ServiceRequestListDocument,
    errors: ['not_found'],
  },
  listVehicleServiceRequestsInScope: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/owned_vehicles/:id/service_requests/:scope',
    summary: "The open, booked or past service requests for one of the signed-in user's vehicles",
    auth: 'user',
    params: VehicleServiceRequestsScopeParams,
    query: ServiceRequestListQuery,
    reply: ServiceRequestListDocument,
    errors: ['not_found'],
  },
  markOffersSeen: {
    namespace: 'main',
    method: 'PUT',
    path: '/v3/users/service_requests/:id/seen',
    summary: "Mark one of the signed-in user's requests as looked at now: its offers so far are no longer new",
    description: 'Ours (docs/product/signed-in-home.md): the offers page calls it when it shows the offers; the lists count what came after (new_offer_count).',
    auth: 'user',
    params: ServiceRequestParams,
    reply: ServiceRequestDocument,
    errors: ['not_found'],
  },
  withdrawServiceRequest: {
    namespace: 'main',
    method: 'DELETE',
    path: '/v3/service_requests/:id',
    summary: "Withdraw one of the signed-in user's open service requests, with the reason",
    auth: 'user',
    params: ServiceRequestParams,
    query: WithdrawQuery,
    reply: ServiceRequestDocument,
    errors: ['not_found', 'request_closed', 'appointment_started'],
  },
  listPackages: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/owned_vehicles/:id/packages',
    summary: 'The maintenance packages due for one of the signed-in user\'s vehicles, priced near a zip',
    auth: 'user',
    params: VehicleServiceRequestsParams,
    query: PackagesQuery,
    reply: PackageListDocument,
    errors: ['not_found'],
  },
  listIntervalServices: {
    namespace: 'turbo',
    method: 'GET',
    path: '/maintenance/interval_services',
    summary: 'What the maintenance schedule says is due at a mileage',
    query: IntervalServicesQuery,
    reply: IntervalServicesResponse,
  },
  listAdminServiceRequests: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/admin/service_requests',
    summary: "Operations: find service requests by id, customer's email, state and day, newest first",
    auth: 'admin',
    query: AdminRequestsQuery,
    reply: AdminRequestListDocument,
  },
  getAdminServiceRequest: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/admin/service_requests/:id',
    summary: 'Operations: one service request with its offers, bookings and payments',
    auth: 'admin',
    params: ServiceRequestParams,
    reply: AdminRequestDocument,
    errors: ['not_found'],
  },
  getAdminMetrics: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/admin/metrics',
    summary: 'Operations: requests, offers, bookings, conversion and revenue by day over the last 30 or 90 days',
    auth: 'admin',
    query: AdminMetricsQuery,
    reply: AdminMetricsDocument,
  },
});
