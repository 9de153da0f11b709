import { z } from 'zod';
import { snakeKeys } from './accounts.ts';
import { jsonApiDocument, jsonApiListDocument } from './common/jsonapi.ts';
import { PageQuery } from './common/pagination.ts';
import { defineRoutes } from './common/routes.ts';
import {
  EMAIL_PATTERN,
  isValidPhone,
  MAX_INPUT_LENGTH,
  messages,
  ZIP5_PATTERN,
  ZIP_PATTERN,
} from './common/field-rules.ts';
import { Email, FirstName, LastName, text } from './common/fields.ts';
import { NEARBY_AREAS_MAX, SEARCH_TERM_MIN_LENGTH } from './constants.ts';

/**
 * Locations: zip and city lookups, market coverage ("Zipcode is otm" out of market),
 * and the coverage-gap forms (docs/product/locations.md). The turbo API (`/api/turbo/v1`) answers plain
 * camelCase JSON and errors `{message, code}`; the two forms are main-API (JSON:API) calls.
 */
export const locationMessages = {
  searchTermShort: `Enter at least ${SEARCH_TERM_MIN_LENGTH} characters to search.`,
  zipUnknown: 'We could not find that zipcode.',
  stateInvalid: 'State must be a two-letter state code, such as TX.',
  stateUnknown: 'We could not find that state.',
  cityUnknown: 'We could not find that city.',
  areaUnknown: 'We could not find that area.',
  emailTaken: 'Email has already been taken',
  productInvalid: 'Product must be OTM or Plus.',
  planRequired: 'Say which plan you want to join.',
  planInvalid: 'That is not a program plan.',
  planUnknown: 'We could not find that plan.',
  planNotForOtm: 'Only a plus request names a plan.',
} as const;

/** Nearby in-market zips further than this from the asked zip are not worth a button. */
export const NEARBY_MAX_MILES = 100;

/** A zip as typed: 5 digits or ZIP+4, read by its first five ('Zipcode cannot be blank', 'Zipcode is invalid'). */
export const ZipcodeInput = text({ required: messages.zipBlank })
  .trim()
  .min(1, { message: messages.zipBlank })
  .refine((zip) => zip === '' || ZIP_PATTERN.test(zip), { message: messages.zipInvalid })
  .transform((zip) => zip.slice(0, 5))
  // The refinement as the API document writes it (ADR 049): 5 digits or ZIP+4, spaces around them allowed.
  .meta({ pattern: '^\\s*\\d{5}(-\\d{4})?\\s*$' });

/** Two-letter state code, any case; answered upper case. */
export const StateCode = text()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { message: locationMessages.stateInvalid })
  .transform((state) => state.toUpperCase());

// ─── Turbo API (plain camelCase JSON) ─────────────────────────────────────────────────────────────────
/** GET /turbo/v1/zipcode/search?term — zips starting with the digits, or cities starting with the words. */
export const ZipcodeSearchQuery = z.object({
  term: text({ required: locationMessages.searchTermShort })
    .trim()
    .min(SEARCH_TERM_MIN_LENGTH, { message: locationMessages.searchTermShort })
    .max(MAX_INPUT_LENGTH),
});
export type ZipcodeSearchQuery = z.input<typeof ZipcodeSearchQuery>;

export const ZipcodeSearchResult = z.object({
  zipcode: z.string().regex(ZIP5_PATTERN),
  city: z.string(),
  state: z.string().length(2),
  county: z.string(),
});
export type ZipcodeSearchResult = z.infer<typeof ZipcodeSearchResult>;
/** Up to 10 results: exact city names first, then bigger cities. */
export const ZipcodeSearchResponse = z.array(ZipcodeSearchResult);
export const ZIPCODE_SEARCH_LIMIT = 10;

/** GET /turbo/v1/zipcode/target_market?zipcode */
export const TargetMarketQuery = z.object({ zipcode: ZipcodeInput });
export type TargetMarketQuery = z.input<typeof TargetMarketQuery>;

export const NearbyZip = z.object({
  zipcode: z.string(),
  city: z.string(),
  state: z.string(),
  distanceMiles: z.number().nonnegative(),
});
export type NearbyZip = z.infer<typeof NearbyZip>;

/**
 * Whether a zip is served. NOTE the one snake_case key: the spec's client "reads in_market", so this field
 * is `in_market` on the wire although the namespace is camelCase otherwise. `nearby` lists up to 6 in-market
 * zips within NEARBY_MAX_MILES, nearest first, when the zip is out of market (empty when in market).
 */
export const TargetMarketResponse = z.object({
  in_market: z.boolean(),
  zipcode: z.string(),
  city: z.string(),
  state: z.string(),
  county: z.string(),
  /** The metro (area) serving the zip, or null when out of market. */
  metroId: z.string().nullable(),
  nearby: z.array(NearbyZip).max(NEARBY_AREAS_MAX),
});
export type TargetMarketResponse = z.infer<typeof TargetMarketResponse>;

export const StateParams = z.object({ state: StateCode });
export const CityParams = z.object({
  state: StateCode,
  /** A city name or its slug ("saint-louis"), any case. */
  city: text().trim().min(1, { message: locationMessages.cityUnknown }).max(MAX_INPUT_LENGTH),
});

export const CitySummary = z.object({
  name: z.string(),
  /** URL-safe form of the name, as /auto-repair/{state}/{city} uses it. */
  slug: z.string(),
  state: z.string(),
  zipCount: z.number().int().positive(),
});
export type CitySummary = z.infer<typeof CitySummary>;
/** GET /turbo/v1/states/{state}/cities — the state's cities, by name. */
export const StateCitiesResponse = z.object({
  state: z.string(),
  stateName: z.string(),
  cities: z.array(CitySummary),
});
export type StateCitiesResponse = z.infer<typeof StateCitiesResponse>;

/** GET /turbo/v1/states/{state}/cities/{city} — the city, its zips and centre, and whether it is served. */
export const CityResponse = z.object({
  name: z.string(),
  slug: z.string(),
  state: z.string(),
  stateName: z.string(),
  zipcodes: z.array(z.string()),
  lat: z.number(),
  lon: z.number(),
  /** True when any of the city's zips is in market. */
  inMarket: z.boolean(),
  /** The metro serving the city (the one serving most of its in-market zips), or null. */
  metroId: z.string().nullable(),
  /** Active shop locations of that metro (0 when out of market). */
  activeShopCount: z.number().int().nonnegative(),
});
export type CityResponse = z.infer<typeof CityResponse>;

/** Any id: one that names no area, malformed or not, is the same 404 (get-area.ts). */
export const AreaParams = z.object({ id: text().trim().min(1).max(64) });

export const AreaShopLocation = z.object({
  id: z.string(),
  name: z.string(),
  companyName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  lat: z.number(),
  lon: z.number(),
  phone: z.string(),
  rating: z.number(),
  reviewCount: z.number().int().nonnegative(),
});
export type AreaShopLocation = z.infer<typeof AreaShopLocation>;

/** GET /turbo/v1/areas/{id}/with_active_shops — an area is a metro: the metro with its active shop locations. */
export const AreaResponse = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  centreLat: z.number(),
  centreLon: z.number(),
  serviceRadiusMiles: z.number().int().positive(),
  locations: z.array(AreaShopLocation),
});
export type AreaResponse = z.infer<typeof AreaResponse>;

// ─── Main API: coverage gap (JSON:API, no login) ──────────────────────────────────────────────────────
export const BETA_CONTACT_PRODUCTS = ['OTM', 'Plus'] as const;

/** POST /v3/users/beta_contacts — notify me when shops join near this zip (docs/product/locations.md "Out of reach"). */
export const BetaContactFields = z.object({
  zipcode: ZipcodeInput,
  email: Email,
  firstName: FirstName,
  lastName: LastName,
  product: z.enum(BETA_CONTACT_PRODUCTS, { error: locationMessages.productInvalid }),
  /** The plan a Plus request wants (a program plan's id): required for Plus, absent for OTM. */
  programPlanId: z.uuid({ error: locationMessages.planInvalid }).nullish(),
});
/** The fields, and which product names a plan. */
export const BetaContactRequest = BetaContactFields.superRefine((request, context) => {
  if (request.product === 'Plus' && !request.programPlanId) context.addIssue({ code: 'custom', path: ['programPlanId'], message: locationMessages.planRequired });
  if (request.product === 'OTM' && request.programPlanId) context.addIssue({ code: 'custom', path: ['programPlanId'], message: locationMessages.planNotForOtm });
});
export type BetaContactRequest = z.input<typeof BetaContactRequest>;

export const BetaContact = z.object({
  zipcode: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  product: z.enum(BETA_CONTACT_PRODUCTS),
  programPlanId: z.string().nullable(),
  createdAt: z.string(),
});
export type BetaContact = z.infer<typeof BetaContact>;
export const BetaContactDocument = jsonApiDocument('beta_contacts', snakeKeys(BetaContact));

/** POST /v3/shop_contact_requests — suggest a shop (docs/product/locations.md "Out of reach"). */
export const ShopContactRequest = z.object({
  shopName: text({ required: messages.shopNameRequired })
    .trim()
    .min(1, { message: messages.shopNameRequired })
    .max(MAX_INPUT_LENGTH),
  cityState: text({ required: messages.shopCityStateRequired })
    .trim()
    .min(1, { message: messages.shopCityStateRequired })
    .max(MAX_INPUT_LENGTH),
  phoneNumber: text()
    .trim()
    .nullish()
    .refine((value) => !value || isValidPhone(value), { message: messages.invalidPhone })
    .transform((value) => (value ? value.replace(/\D/g, '').replace(/^1(\d{10})$/, '$1') : null)),
  shopEmail: text()
    .trim()
    .max(MAX_INPUT_LENGTH)
    .nullish()
    .refine((value) => !value || EMAIL_PATTERN.test(value), { message: messages.invalidEmail })
    .transform((value) => (value ? value : null)),
  /** Longer than other inputs: a note about the shop. */
  notes: text({ multiline: true }).trim().max(1000).nullish().transform((value) => (value ? value : null)),
});
export type ShopContactRequest = z.input<typeof ShopContactRequest>;

export const ShopContact = z.object({
  shopName: z.string(),
  cityState: z.string(),
  phoneNumber: z.string().nullable(),
  shopEmail: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type ShopContact = z.infer<typeof ShopContact>;
export const ShopContactDocument = jsonApiDocument('shop_contact_requests', snakeKeys(ShopContact));

// ─── Operations console: coverage requests and shop suggestions (docs/product/operations.md) ────────────
export const adminCoverageMessages = {
  coverageRequestNotFound: 'Coverage request not found.',
  shopSuggestionNotFound: 'Shop suggestion not found.',
} as const;

/** The console's lists: newest first, `handled` to see only those handled (`true`) or still to do (`false`). */
export const AdminCoverageQuery = PageQuery.extend({
  handled: z.enum(['true', 'false']).optional().describe('Only those handled (`true`) or still to handle (`false`).'),
});
export type AdminCoverageQuery = z.input<typeof AdminCoverageQuery>;
/** Who marked a console row handled and when (null: still to handle); coverage's rows and shop applications. */
export const AdminHandled = z.object({ handledAt: z.string().nullable(), handledByEmail: z.string().nullable() });
export const AdminCoverageRequest = BetaContact.extend({ id: z.string(), notifiedAt: z.string().nullable() }).extend(AdminHandled.shape);
export type AdminCoverageRequest = z.infer<typeof AdminCoverageRequest>;
export const AdminCoverageRequestDocument = jsonApiDocument('beta_contacts', snakeKeys(AdminCoverageRequest.omit({ id: true })));
export const AdminCoverageRequestListDocument = jsonApiListDocument('beta_contacts', snakeKeys(AdminCoverageRequest.omit({ id: true })));
export const AdminShopSuggestion = ShopContact.extend({ id: z.string() }).extend(AdminHandled.shape);
export type AdminShopSuggestion = z.infer<typeof AdminShopSuggestion>;
export const AdminShopSuggestionDocument = jsonApiDocument('shop_contact_requests', snakeKeys(AdminShopSuggestion.omit({ id: true })));
export const AdminShopSuggestionListDocument = jsonApiListDocument('shop_contact_requests', snakeKeys(AdminShopSuggestion.omit({ id: true })));
export const AdminCoverageParams = z.object({ id: text().trim().min(1).max(64) });
/** Mark one handled (or not handled after all). */
export const AdminHandledMark = z.object({ handled: z.boolean().describe('true: handled now, by the caller; false: still to handle.') });
export type AdminHandledMark = z.input<typeof AdminHandledMark>;

/** Lookups (turbo, plain JSON) are public and served from memory; the two forms are limited per address. */
export const locationsRoutes = defineRoutes('locations', {
  searchZipcodes: {
    namespace: 'turbo',
    method: 'GET',
    path: '/zipcode/search',
    summary: 'Find zips starting with the digits, or cities starting with the words',
    query: ZipcodeSearchQuery,
    reply: ZipcodeSearchResponse,
  },
  getTargetMarket: {
    namespace: 'turbo',
    method: 'GET',
    path: '/zipcode/target_market',
    summary: 'Say whether a zip is served, with the nearest served zips when it is not',
    query: TargetMarketQuery,
    reply: TargetMarketResponse,
    errors: ['not_found'],
  },
  listStateCities: {
    namespace: 'turbo',
    method: 'GET',
    path: '/states/:state/cities',
    summary: "List a state's cities",
    params: StateParams,
    reply: StateCitiesResponse,
    errors: ['not_found'],
  },
  getCity: {
    namespace: 'turbo',
    method: 'GET',
    path: '/states/:state/cities/:city',
    summary: 'Read a city: its zips, its centre and whether it is served',
    params: CityParams,
    reply: CityResponse,
    errors: ['not_found'],
  },
  getArea: {
    namespace: 'turbo',
    method: 'GET',
    path: '/areas/:id/with_active_shops',
    summary: 'Read an area (a metro) with its active shop locations',
    params: AreaParams,
    reply: AreaResponse,
    errors: ['not_found'],
  },
  createBetaContact: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/users/beta_contacts',
    summary: 'Ask to be told when shops join near a zip',
    body: BetaContactRequest,
    reply: BetaContactDocument,
    status: 201,
    errors: ['zipcode_invalid', 'email_taken'],
  },
  createShopContactRequest: {
    namespace: 'main',
    method: 'POST',
    path: '/v3/shop_contact_requests',
    summary: 'Suggest a shop to invite',
    body: ShopContactRequest,
    reply: ShopContactDocument,
    status: 201,
  },
  listAdminCoverageRequests: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/admin/beta_contacts',
    summary: 'Operations: the requests to be told when shops join near a zip, newest first',
    auth: 'admin',
    query: AdminCoverageQuery,
    reply: AdminCoverageRequestListDocument,
  },
  markAdminCoverageRequest: {
    namespace: 'main',
    method: 'PUT',
    path: '/v3/admin/beta_contacts/:id/handled',
    summary: 'Operations: mark a coverage request handled, or not',
    auth: 'admin',
    params: AdminCoverageParams,
    body: AdminHandledMark,
    reply: AdminCoverageRequestDocument,
    errors: ['not_found'],
  },
  listAdminShopSuggestions: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/admin/shop_contact_requests',
    summary: 'Operations: the shops people suggested, newest first',
    auth: 'admin',
    query: AdminCoverageQuery,
    reply: AdminShopSuggestionListDocument,
  },
  markAdminShopSuggestion: {
    namespace: 'main',
    method: 'PUT',
    path: '/v3/admin/shop_contact_requests/:id/handled',
    summary: 'Operations: mark a shop suggestion handled, or not',
    auth: 'admin',
    params: AdminCoverageParams,
    body: AdminHandledMark,
    reply: AdminShopSuggestionDocument,
    errors: ['not_found'],
  },
});
