import { z } from 'zod';
import { AppointmentStatus } from './common/appointment-vocabulary.ts';
import { defineRoutes } from './common/routes.ts';
import { MAX_MEMBER_DISCOUNT_PERCENT } from './common/money.ts';
import { Email, FirstName, LastName, MAX_INPUT_LENGTH, Phone, dayField, messages, text } from './common/fields.ts';
import { jsonApiDocument, jsonApiListDocument } from './common/jsonapi.ts';
import { snakeKeys } from './accounts.ts';
import { AddressInput, addressMessages } from './payments.ts';
import { WEEKDAYS } from './common/names.ts';
import { AUDIT_REASON_MAX, AuditReason } from './common/reason.ts';
import { AdminCoverageQuery, AdminHandled, AdminHandledMark } from './locations.ts';

/** Metros and shop locations (ARCHITECTURE §5 "Markets", "Shops"). Money in integer cents, rates in basis points. */
export { WEEKDAYS, WEEKDAY_NAMES } from './common/names.ts';
export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;

const clockTime = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time such as 08:30.');
export const DayHours = z.object({ open: clockTime, close: clockTime }).nullable();
/** Opening hours per weekday in the location's own time zone; `null` = closed that day. */
export const OpeningHours = z.object({
  mon: DayHours,
  tue: DayHours,
  wed: DayHours,
  thu: DayHours,
  fri: DayHours,
  sat: DayHours,
  sun: DayHours,
});
export type OpeningHours = z.infer<typeof OpeningHours>;

/** Which appointment types a location takes (service by default, car_wash, collision). */
export const APPOINTMENT_TYPES = ['service', 'car_wash', 'collision'] as const;
export const AppointmentType = z.enum(APPOINTMENT_TYPES);
export type AppointmentType = z.infer<typeof AppointmentType>;

export const Metro = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  state: z.string().length(2),
  centreLat: z.number(),
  centreLon: z.number(),
  serviceRadiusMiles: z.number().int().positive(),
  timeZone: z.string(),
});
export type Metro = z.infer<typeof Metro>;

export const ShopLocation = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  metroId: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string().length(2),
  zipcode: z.string(),
  lat: z.number(),
  lon: z.number(),
  phone: z.string(),
  timeZone: z.string(),
  openingHours: OpeningHours,
  appointmentTypes: z.array(AppointmentType),
  bays: z.number().int().positive(),
  laborRateCents: z.number().int().positive(),
  partsMarkupBps: z.number().int().nonnegative(),
  diagnosticFeeCents: z.number().int().nonnegative(),
  taxRateBps: z.number().int().nonnegative(),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  certifications: z.array(z.string()),
  warrantyMonths: z.number().int().nonnegative(),
  warrantyMiles: z.number().int().nonnegative(),
  warrantyTerms: z.string(),
  /** The members' discount on this shop's booked services, 0–25 % (ADR 059). */
  memberDiscountPercent: z.number().int().min(0).max(MAX_MEMBER_DISCOUNT_PERCENT),
  /** Generated demonstration data, not a real business. */
  demo: z.boolean(),
});
export type ShopLocation = z.infer<typeof ShopLocation>;

// ─── The shop portal (/shop in the web app, /api/shop/v1: plain camelCase JSON, errors {message, code}) ─
/**
 * Shop staff are accounts linked to one or more locations (docs/product/shops.md). Every call names the location; a
 * location the caller is not staff of, and a request outside its reach, answer 404 like a missing one. A
 * request is shown without the customer's name, email or phone: those reach the shop with a booking.
 */
export const shopMessages = {
  locationNotFound: 'Shop location not found.',
  requestNotFound: 'Service request not found.',
  offerNotFound: 'Offer not found.',
  offerAccepted: 'This offer was accepted and can no longer change.',
  requestClosed: 'This service request is no longer open.',
  offerExists: 'You already sent an offer on this request: change that one instead.',
  lineItemsRequired: 'Add at least one line.',
  serviceNotRequested: 'Each line must be one of the requested services.',
  amountTooLarge: 'That amount is too large for one job.',
  hoursTooLarge: 'That is more labor hours than one job takes.',
  closeAfterOpen: 'Closing time must be after opening time.',
  memberDiscountRange: `The member discount is a whole percent from 0 to ${MAX_MEMBER_DISCOUNT_PERCENT}.`,
} as const;

/** Ceilings that catch a typo (an extra zero) before it reaches a customer. */
export const MAX_LINE_HOURS = 40;
export const MAX_LINE_AMOUNT_CENTS = 2_000_000;
export const MAX_LABOR_RATE_CENTS = 100_000;
export const MAX_MARKUP_BPS = 30_000;
export const MAX_TAX_RATE_BPS = 2_000;
export const MAX_BAYS = 50;

const ShopId = text().trim().min(1).max(64);
const cents = (max: number) =>
  z.number({ error: 'Enter an amount in cents.' }).int('Enter whole cents.').min(0, 'Amounts cannot be negative.').max(max, shopMessages.amountTooLarge);

export const ShopLocationParams = z.object({ locationId: ShopId });
export const ShopRequestParams = ShopLocationParams.extend({ requestId: ShopId });
export const ShopOfferParams = ShopLocationParams.extend({ offerId: ShopId });

/** A location as its staff see it: the settings autoquote reads, and the shop's median answer time. */
export const ShopPortalLocation = ShopLocation.pick({
  id: true,
  companyName: true,
  name: true,
  address: true,
  city: true,
  state: true,
  zipcode: true,
  timeZone: true,
  openingHours: true,
  bays: true,
  laborRateCents: true,
  partsMarkupBps: true,
  diagnosticFeeCents: true,
  taxRateBps: true,
  warrantyMonths: true,
  warrantyMiles: true,
  warrantyTerms: true,
  memberDiscountPercent: true,
  rating: true,
  reviewCount: true,
}).extend({
  medianAnswerMinutes: z.number().int().nullable(),
  /** The open requests in reach not bid on yet, counted up to the inbox's hundred (`openRequestCountCapped`: more). */
  openRequestCount: z.number().int().nonnegative(),
  openRequestCountCapped: z.boolean(),
});
export type ShopPortalLocation = z.infer<typeof ShopPortalLocation>;
export const ShopLocationsResponse = z.array(ShopPortalLocation);

/** PATCH settings: any of them. Hours are per weekday, `null` = closed. */
export const ShopSettingsPatch = z
  .object({
    laborRateCents: z.number().int().min(1, 'Labor rate must be more than zero.').max(MAX_LABOR_RATE_CENTS, shopMessages.amountTooLarge),
    partsMarkupBps: z.number().int().min(0, 'Markup cannot be negative.').max(MAX_MARKUP_BPS, 'Markup is at most 300 %.'),
    diagnosticFeeCents: cents(MAX_LINE_AMOUNT_CENTS),
    taxRateBps: z.number().int().min(0, 'Tax cannot be negative.').max(MAX_TAX_RATE_BPS, 'Tax is at most 20 %.'),
    warrantyMonths: z.number().int().min(0).max(120),
    warrantyMiles: z.number().int().min(0).max(200_000),
    warrantyTerms: text({ multiline: true }).trim().min(1).max(500),
    openingHours: OpeningHours,
    bays: z.number().int().min(1, 'A shop has at least one bay.').max(MAX_BAYS),
    memberDiscountPercent: z
      .number({ error: shopMessages.memberDiscountRange })
      .int(shopMessages.memberDiscountRange)
      .min(0, shopMessages.memberDiscountRange)
      .max(MAX_MEMBER_DISCOUNT_PERCENT, shopMessages.memberDiscountRange),
  })
  .partial()
  .refine(
    (patch) =>
      !patch.openingHours || Object.values(patch.openingHours).every((day) => day === null || day.close > day.open),
    { message: shopMessages.closeAfterOpen, path: ['openingHours'] },
  );
export type ShopSettingsPatch = z.infer<typeof ShopSettingsPatch>;

/** One line of a hand bid: the shop states hours, parts and fees; the server applies its rate and tax. */
export const ShopBidLine = z.object({
  serviceId: ShopId,
  laborHours: z.number().min(0, 'Hours cannot be negative.').max(MAX_LINE_HOURS, shopMessages.hoursTooLarge),
  partsCents: cents(MAX_LINE_AMOUNT_CENTS),
  feesCents: cents(MAX_LINE_AMOUNT_CENTS),
});
export type ShopBidLine = z.infer<typeof ShopBidLine>;
export const ShopBid = z.object({
  lineItems: z
    .array(ShopBidLine)
    .min(1, shopMessages.lineItemsRequired)
    .max(20)
    // Each requested service priced once: a rule of the body, so the shop's form and any client check it too.
    .refine((lines) => new Set(lines.map((line) => line.serviceId)).size === lines.length, {
      message: shopMessages.serviceNotRequested,
    }),
  note: text({ multiline: true }).trim().max(1000).nullish().transform((note) => note || null),
});
export type ShopBid = z.input<typeof ShopBid>;

const BidLineOut = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  laborHours: z.number(),
  laborRateCents: z.number().int(),
  laborCents: z.number().int(),
  partsCents: z.number().int(),
  feesCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});
/** An offer on a request, as the shop that made it sees it (another shop's offers are never listed). */
export const ShopOffer = z.object({
  id: z.string(),
  serviceRequestId: z.string(),
  source: z.enum(['autoquote', 'shop']),
  status: z.enum(['open', 'accepted', 'withdrawn']),
  totalCents: z.number().int(),
  taxCents: z.number().int(),
  lineItems: z.array(BidLineOut),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShopOffer = z.infer<typeof ShopOffer>;

/** A request in a location's inbox: the job and the car, never who the customer is. */
export const ShopInboxRequest = z.object({
  id: z.string(),
  status: z.enum(['open', 'booked', 'completed', 'withdrawn']),
  createdAt: z.string(),
  distanceMiles: z.number(),
  zipcode: z.string(),
  vehicle: z.object({
    year: z.number().int(),
    make: z.string(),
    model: z.string(),
    subModel: z.string().nullable(),
    mileage: z.number().int().nullable(),
    vehicleClass: z.string(),
  }),
  services: z.array(
    z.object({
      serviceId: z.string(),
      name: z.string(),
      autoquotable: z.boolean(),
      note: z.string().nullable(),
      answers: z.array(z.object({ question: z.string(), answer: z.string(), note: z.string().nullable() })),
    }),
  ),
  notes: z.string().nullable(),
  urgency: z.string().nullable(),
  /** This location's offers on the request (its autoquote and its own bid). */
  offers: z.array(ShopOffer),
});
export type ShopInboxRequest = z.infer<typeof ShopInboxRequest>;
export const ShopInboxQuery = z.object({
  status: z.enum(['open', 'answered', 'all']).default('open'),
});
export const ShopInboxResponse = z.array(ShopInboxRequest);
/** One request with the bid form's starting lines: the catalogue's hours and parts at this shop's rates. */
export const ShopRequestDetail = ShopInboxRequest.extend({ draft: z.array(BidLineOut).min(1) });
export type ShopRequestDetail = z.infer<typeof ShopRequestDetail>;

// ─── Bookings at a location ───────────────────────────────────────────────────────────────────────────────
/** `day` in the location's zone, YYYY-MM-DD. */
export const ShopDayQuery = z.object({ day: dayField('Use a day such as 2026-12-01.') });
export const ShopBooking = z.object({
  id: z.string(),
  serviceRequestId: z.string(),
  /** `no_show`: the shop marked that the customer did not come (ADR 046). */
  status: AppointmentStatus,
  proposedBy: z.enum(['customer', 'shop']),
  startsAt: z.string(),
  endsAt: z.string(),
  /** 'Tue, Dec 1, 9:00 AM CST' in the location's zone. */
  label: z.string(),
  bay: z.number().int().positive(),
  vehicle: z.string(),
  /** What the booking is for: the request's services, in the order chosen. */
  services: z.array(z.string()),
  /**
   * The customer's first name: a booking is the customer choosing this shop, so its staff learn it (docs/product/money-and-shop-bookings.md);
   * a request that is not booked with the shop never shows who asked (null when the account has none).
   */
  customerFirstName: z.string().nullable(),
  /** The customer's notes on the request. */
  notes: z.string().nullable(),
  approvedTotalCents: z.number().int().nonnegative(),
});
export type ShopBooking = z.infer<typeof ShopBooking>;
/** A standalone appointment (service, car wash or collision booked at the location directly). */
export const ShopStandaloneAppointment = z.object({
  id: z.string(),
  /** `no_show`: the shop marked that the customer did not come (ADR 046). */
  status: z.enum(['booked', 'no_show']),
  appointmentType: AppointmentType,
  startsAt: z.string(),
  endsAt: z.string(),
  /** 'Tue, Dec 1, 9:00 AM CST' in the location's zone. */
  label: z.string(),
  bay: z.number().int().positive(),
  vehicle: z.string(),
  notes: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ShopStandaloneAppointment = z.infer<typeof ShopStandaloneAppointment>;
/** The day's bookings of requests and its booked standalone appointments, by start. */
export const ShopBookingsResponse = z.object({ bookings: z.array(ShopBooking), standaloneAppointments: z.array(ShopStandaloneAppointment) });
export const ShopAppointmentParams = ShopLocationParams.extend({ appointmentId: ShopId });
/** The job is done: what the customer pays, at most the approved total (the price lock); cents. */
export const ShopCompletionInput = z.object({ finalTotalCents: z.number().int().nonnegative() });
/** The free starts for a booking's job at its location, PROPOSAL_DAYS days from `day` (today when earlier). */
export const ShopBookingTimes = z.object({
  timeZoneAbbreviation: z.string(),
  times: z.array(z.object({ startsAt: z.string(), day: z.string(), time: z.string(), label: z.string() })),
});
export type ShopBookingTimes = z.infer<typeof ShopBookingTimes>;
/** Another time for a booking, one of the location's free starts (ISO instant). */
export const ShopProposalInput = z.object({ startsAt: text().trim().min(1).max(64) });

// ─── Shop applications (main API, JSON:API, no login; docs/product/public-pages.md, ADR 069) ─────────────
/** What a shop that applies says it does: the appointment types a location takes, in people's words. */
export const SHOP_APPLICATION_SERVICE_LABELS: Record<AppointmentType, string> = {
  service: 'Repair and maintenance',
  car_wash: 'Car wash',
  collision: 'Collision repair',
};
/** A shop's service bays, as an application may say them. */
export const SHOP_APPLICATION_BAYS_MIN = 1;
export const SHOP_APPLICATION_BAYS_MAX = 99;
/** The longest message an application takes (a note, as the suggest-a-shop notes). */
export const SHOP_APPLICATION_MESSAGE_MAX_LENGTH = 1000;
/** The placeholder the spec's custom-check rule names for the website ('Please enter a valid {placeholder}'). */
export const SHOP_APPLICATION_WEBSITE_PLACEHOLDER = 'website address';

export const shopApplicationMessages = {
  servicesRequired: 'Choose at least one service the shop offers.',
  baysInvalid: `Enter the number of service bays, from ${SHOP_APPLICATION_BAYS_MIN} to ${SHOP_APPLICATION_BAYS_MAX}.`,
  websiteInvalid: addressMessages.invalid(SHOP_APPLICATION_WEBSITE_PLACEHOLDER),
  /** A second application from the same email within a day (409). */
  alreadyApplied: 'We already have an application from this email today. We will contact you about it; there is no need to apply again.',
} as const;

/** A website as a shop types it: with or without https://, a host with a dot; stored with its scheme. */
const WEBSITE_PATTERN = /^(https?:\/\/)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d+)?([/?#]\S*)?$/;

/**
 * POST /v3/shop_applications: a shop asks to join. The field rules are the spec's forms' own (000 §5): the shop's name as the
 * suggest-a-shop form's, the contact's names as the sign-up's, email, phone, and the address as the billing and
 * service address (line 1, city, state and a 5-digit zip required; line 2 optional).
 */
export const ShopApplicationRequest = z.object({
  shopName: text({ required: messages.shopNameRequired }).trim().min(1, { message: messages.shopNameRequired }).max(MAX_INPUT_LENGTH),
  contactFirstName: FirstName,
  contactLastName: LastName,
  email: text({ required: messages.emailInvalid }).pipe(Email),
  phone: text({ required: messages.invalidPhone }).pipe(Phone),
  ...AddressInput.omit({ addressCountry: true }).shape,
  services: z
    .array(AppointmentType, { error: shopApplicationMessages.servicesRequired })
    .min(1, { message: shopApplicationMessages.servicesRequired })
    .transform((services) => [...new Set(services)]),
  bays: z.coerce
    .number({ error: shopApplicationMessages.baysInvalid })
    .int({ message: shopApplicationMessages.baysInvalid })
    .min(SHOP_APPLICATION_BAYS_MIN, { message: shopApplicationMessages.baysInvalid })
    .max(SHOP_APPLICATION_BAYS_MAX, { message: shopApplicationMessages.baysInvalid }),
  website: text()
    .trim()
    .max(MAX_INPUT_LENGTH, { message: shopApplicationMessages.websiteInvalid })
    .nullish()
    .refine((value) => !value || WEBSITE_PATTERN.test(value), { message: shopApplicationMessages.websiteInvalid })
    .transform((value) => (value ? (/^https?:\/\//i.test(value) ? value : `https://${value}`) : null)),
  message: text({ multiline: true })
    .trim()
    .max(SHOP_APPLICATION_MESSAGE_MAX_LENGTH)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type ShopApplicationRequest = z.input<typeof ShopApplicationRequest>;

export const ShopApplication = z.object({
  shopName: z.string(),
  contactFirstName: z.string(),
  contactLastName: z.string(),
  email: z.string(),
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  addressCity: z.string(),
  addressState: z.string(),
  addressZipcode: z.string(),
  services: z.array(AppointmentType),
  bays: z.number().int(),
  website: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type ShopApplication = z.infer<typeof ShopApplication>;
export const ShopApplicationDocument = jsonApiDocument('shop_applications', snakeKeys(ShopApplication));

// ─── Operations console: shop applications (docs/product/operations.md) ─────────────────────────────────
export const adminShopApplicationMessages = {
  notFound: 'Shop application not found.',
} as const;

/** GET /v3/admin/shop_applications: newest first, 25 a page, handled or not, by part of the shop's name, email, city or zip. */
export const AdminShopApplicationQuery = AdminCoverageQuery.extend({
  q: text().trim().max(200).optional().describe("Part of the shop's name, its email, city or zip (any case; % and _ are literal)."),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminShopApplicationQuery = z.input<typeof AdminShopApplicationQuery>;
/** An application as the console lists it: who, where, when, and whether someone has handled it. */
export const AdminShopApplicationRow = ShopApplication.pick({
  shopName: true,
  contactFirstName: true,
  contactLastName: true,
  email: true,
  phone: true,
  addressCity: true,
  addressState: true,
  addressZipcode: true,
  createdAt: true,
})
  .extend({ id: z.string() })
  .extend(AdminHandled.shape);
export type AdminShopApplicationRow = z.infer<typeof AdminShopApplicationRow>;
export const AdminShopApplicationListDocument = jsonApiListDocument('shop_applications', snakeKeys(AdminShopApplicationRow.omit({ id: true })));
/** One application: everything the shop sent, and who handled it when (its history is the audit log's, by subject). */
export const AdminShopApplication = ShopApplication.extend({ id: z.string() }).extend(AdminHandled.shape);
export type AdminShopApplication = z.infer<typeof AdminShopApplication>;
export const AdminShopApplicationDocument = jsonApiDocument('shop_applications', snakeKeys(AdminShopApplication.omit({ id: true })));
export const AdminShopApplicationParams = z.object({ id: ShopId });
/** Handled now by the caller (or still to handle), with an optional note kept as the audit entry's reason. */
export const AdminShopApplicationMark = AdminHandledMark.extend({
  note: text({ multiline: true })
    .trim()
    .max(AUDIT_REASON_MAX, { message: `Keep the note within ${AUDIT_REASON_MAX} characters.` })
    .nullish()
    .transform((value) => (value ? value : null))
    .describe('What was done, for the next person (up to 500 characters): kept as the audit entry’s reason.'),
});
export type AdminShopApplicationMark = z.input<typeof AdminShopApplicationMark>;

// ─── Operations console: shop locations and their staff (docs/product/operations.md) ────────────────────
export const adminShopMessages = {
  notFound: 'Shop location not found.',
  accountNotFound: 'No account has that email. The person signs up first, then is added here.',
  alreadyStaff: 'That account is staff of this location already.',
  staffNotFound: 'That account is not staff of this location.',
} as const;

export const AdminShopQuery = z.object({
  q: text().trim().max(200).optional().describe("Part of the location's or company's name, its city or its zip (any case)."),
  active: z.enum(['true', 'false']).optional().describe('Only active (`true`) or inactive (`false`) locations.'),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminShopQuery = z.input<typeof AdminShopQuery>;

/** A location as the console lists it. */
export const AdminShopRow = ShopPortalLocation.pick({ id: true, companyName: true, name: true, city: true, state: true, zipcode: true }).extend({
  active: z.boolean(),
  metroName: z.string(),
  staffCount: z.number().int(),
});
export type AdminShopRow = z.infer<typeof AdminShopRow>;
export const AdminShopListDocument = jsonApiListDocument('admin_shop_locations', snakeKeys(AdminShopRow.omit({ id: true })));

export const AdminShopStaffMember = z.object({ userId: z.string(), email: z.string(), name: z.string(), createdAt: z.string() });
export type AdminShopStaffMember = z.infer<typeof AdminShopStaffMember>;
/** A location with the settings its staff edit in the portal, whether it takes requests, and its staff. */
export const AdminShop = ShopPortalLocation.omit({ medianAnswerMinutes: true, openRequestCount: true, openRequestCountCapped: true }).extend({
  active: z.boolean(),
  metroName: z.string(),
  staff: z.array(AdminShopStaffMember),
});
export type AdminShop = z.infer<typeof AdminShop>;
export const AdminShopDocument = jsonApiDocument('admin_shop_locations', snakeKeys(AdminShop.omit({ id: true })));

const ConsoleReason = AuditReason.describe('Why: kept with the audit entry of the action.');
export const AdminShopParams = z.object({ locationId: ShopId });
export const AdminShopStaffParams = AdminShopParams.extend({ userId: ShopId });
/** Take the location off the marketplace (no new requests reach it, no offers are made) or back on. */
export const AdminShopActivation = z.object({
  active: z.boolean().describe('true: the location takes requests and makes offers; false: it is off the marketplace.'),
  reason: ConsoleReason,
});
export type AdminShopActivation = z.input<typeof AdminShopActivation>;
export const AdminShopStaffCreate = z.object({ email: Email });
export type AdminShopStaffCreate = z.input<typeof AdminShopStaffCreate>;

export const shopsRoutes = defineRoutes('shops', {
  listShopLocations: {
    namespace: 'shop',
    method: 'GET',
    path: '/locations',
    summary: 'The shop locations the signed-in staff member works at, with their settings',
    auth: 'user',
    reply: ShopLocationsResponse,
  },
  updateShopSettings: {
    namespace: 'shop',
    method: 'PATCH',
    path: '/locations/:locationId',
    summary: 'Change the settings that price a location\'s offers and its hours',
    auth: 'location-staff',
    params: ShopLocationParams,
    body: ShopSettingsPatch,
    reply: ShopPortalLocation,
    errors: ['not_found'],
  },
  listShopRequests: {
    namespace: 'shop',
    method: 'GET',
    path: '/locations/:locationId/requests',
    summary: 'Requests the location could serve, newest first, without the customers\' contact details',
    auth: 'location-staff',
    params: ShopLocationParams,
    query: ShopInboxQuery,
    reply: ShopInboxResponse,
    errors: ['not_found'],
  },
  getShopRequest: {
    namespace: 'shop',
    method: 'GET',
    path: '/locations/:locationId/requests/:requestId',
    summary: 'One request in the location\'s reach, with a bid drafted at the location\'s rates',
    auth: 'location-staff',
    params: ShopRequestParams,
    reply: ShopRequestDetail,
    errors: ['not_found'],
  },
  createShopOffer: {
    namespace: 'shop',
    method: 'POST',
    path: '/locations/:locationId/requests/:requestId/offers',
    summary: 'Send an offer by hand: the server prices labor at the location\'s rate and adds tax',
    auth: 'location-staff',
    params: ShopRequestParams,
    body: ShopBid,
    reply: ShopOffer,
    status: 201,
    errors: ['not_found', 'request_closed', 'conflict'],
  },
  updateShopOffer: {
    namespace: 'shop',
    method: 'PUT',
    path: '/locations/:locationId/offers/:offerId',
    summary: 'Change a hand offer while it is not accepted',
    auth: 'location-staff',
    params: ShopOfferParams,
    body: ShopBid,
    reply: ShopOffer,
    errors: ['not_found', 'request_closed', 'offer_accepted'],
  },
  withdrawShopOffer: {
    namespace: 'shop',
    method: 'DELETE',
    path: '/locations/:locationId/offers/:offerId',
    summary: 'Withdraw a hand offer while it is not accepted',
    auth: 'location-staff',
    params: ShopOfferParams,
    status: 204,
    errors: ['not_found', 'offer_accepted'],
  },
  createShopApplication: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/shop_applications',
    summary: 'Apply to join as a shop: the application is kept and the operations mailbox told',
    description: 'No login; limited per address. A second application from the same email on the same day (UTC) is 409 `conflict`.',
    body: ShopApplicationRequest,
    reply: ShopApplicationDocument,
    status: 201,
    errors: ['conflict'],
  },
  listAdminShopApplications: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/admin/shop_applications',
    summary: 'Operations: the shops that applied to join, newest first',
    description: 'Admins only. Filter by handled or not; search part of the shop’s name, email, city or zip.',
    auth: 'admin',
    query: AdminShopApplicationQuery,
    reply: AdminShopApplicationListDocument,
  },
  getAdminShopApplication: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/admin/shop_applications/:id',
    summary: 'Operations: one shop application, everything the shop sent, and who handled it',
    auth: 'admin',
    params: AdminShopApplicationParams,
    reply: AdminShopApplicationDocument,
    errors: ['not_found'],
  },
  markAdminShopApplication: {
    namespace: 'main',
    method: 'PUT',
    path: '/v3/admin/shop_applications/:id/handled',
    summary: 'Operations: mark a shop application handled, or not, with an optional note',
    auth: 'admin',
    params: AdminShopApplicationParams,
    body: AdminShopApplicationMark,
    reply: AdminShopApplicationDocument,
    errors: ['not_found'],
  },
  listAdminShopLocations: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/admin/shop_locations',
    summary: 'Operations: find shop locations by name, city or zip',
    auth: 'admin',
    query: AdminShopQuery,
    reply: AdminShopListDocument,
  },
  getAdminShopLocation: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/admin/shop_locations/:locationId',
    summary: 'Operations: one shop location with its settings and staff',
    auth: 'admin',
    params: AdminShopParams,
    reply: AdminShopDocument,
    errors: ['not_found'],
  },
  updateAdminShopSettings: {
    namespace: 'main',
    method: 'PATCH',
    path: '/v3/admin/shop_locations/:locationId',
    summary: "Operations: change a location's rates and hours (the shop portal's settings)",
    auth: 'admin',
    params: AdminShopParams,
    body: ShopSettingsPatch,
    reply: AdminShopDocument,
    errors: ['not_found'],
  },
  setAdminShopActivation: {
    namespace: 'main',
    method: 'PUT',
    path: '/v3/admin/shop_locations/:locationId/activation',
    summary: 'Operations: take a location off the marketplace or put it back, with a reason',
    auth: 'admin',
    params: AdminShopParams,
    body: AdminShopActivation,
    reply: AdminShopDocument,
    errors: ['not_found'],
  },
  addAdminShopStaff: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/admin/shop_locations/:locationId/staff',
    summary: "Operations: make an account staff of the location, by its email",
    auth: 'admin',
    params: AdminShopParams,
    body: AdminShopStaffCreate,
    reply: AdminShopDocument,
    status: 201,
    errors: ['not_found', 'conflict'],
  },
  removeAdminShopStaff: {
    namespace: 'main',
    method: 'DELETE',
    path: '/v3/admin/shop_locations/:locationId/staff/:userId',
    summary: 'Operations: remove an account from the staff of the location',
    auth: 'admin',
    params: AdminShopStaffParams,
    reply: AdminShopDocument,
    errors: ['not_found'],
  },
});
