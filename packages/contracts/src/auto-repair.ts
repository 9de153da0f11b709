import { z } from 'zod';
import { VehicleClass } from './catalog.ts';
import { MAX_INPUT_LENGTH } from './common/field-rules.ts';
import { text } from './common/fields.ts';
import { defineRoutes } from './common/routes.ts';
import { ZipcodeInput } from './locations.ts';
import { OpeningHours } from './shops.ts';

/**
 * The auto-repair pages (docs/product/auto-repair-pages.md, ADR 071): the states and cities with active shops that
 * take service requests, a city's shops with their standing, hours and certifications, and what common jobs cost
 * there by the autoquote engine. Public, plain JSON, answered from memory.
 */
export const autoRepairMessages = {
  stateUnknown: 'We could not find auto repair shops in that state.',
  cityUnknown: 'We could not find auto repair shops in that city.',
};

/** A state's two-letter abbreviation in any case, or its full name as an alias ("texas", "New-York"). */
export const AutoRepairStateParams = z.object({
  state: text().trim().min(1, { message: autoRepairMessages.stateUnknown }).max(MAX_INPUT_LENGTH),
});
/** The city's slug or name, any case ("round-rock", "Round Rock", "St. Louis" for "Saint Louis"). */
export const AutoRepairCityParams = AutoRepairStateParams.extend({
  city: text().trim().min(1, { message: autoRepairMessages.cityUnknown }).max(MAX_INPUT_LENGTH),
});
export const AutoRepairNearestQuery = z.object({ zipcode: ZipcodeInput });
export type AutoRepairNearestQuery = z.input<typeof AutoRepairNearestQuery>;

/** A state by its canonical names: the page's path uses `slug`. */
export const AutoRepairStateName = z.object({
  /** "TX". */
  abbreviation: z.string().length(2),
  /** "tx": the state's segment of /auto-repair/{stateAbbreviation}. */
  slug: z.string(),
  /** "Texas". */
  name: z.string(),
});
export type AutoRepairStateName = z.infer<typeof AutoRepairStateName>;

export const AutoRepairCityName = z.object({
  /** "Round Rock", as the shops' addresses spell it. */
  name: z.string(),
  /** "round-rock": the city's segment of /auto-repair/{stateAbbreviation}/{city}. */
  slug: z.string(),
});
export type AutoRepairCityName = z.infer<typeof AutoRepairCityName>;

export const AutoRepairStateSummary = AutoRepairStateName.extend({
  cityCount: z.number().int().positive(),
  shopCount: z.number().int().positive(),
});
export const AutoRepairStatesResponse = z.object({
  states: z.array(AutoRepairStateSummary),
  cityCount: z.number().int().nonnegative(),
  shopCount: z.number().int().nonnegative(),
});
export type AutoRepairStatesResponse = z.infer<typeof AutoRepairStatesResponse>;

export const AutoRepairCitySummary = AutoRepairCityName.extend({
  shopCount: z.number().int().positive(),
  /** Reviews of the city's shops together. */
  reviewCount: z.number().int().nonnegative(),
});
export const AutoRepairStateResponse = z.object({
  state: AutoRepairStateName,
  cities: z.array(AutoRepairCitySummary),
  shopCount: z.number().int().positive(),
});
export type AutoRepairStateResponse = z.infer<typeof AutoRepairStateResponse>;

/** A shop location as the public sees it: the business's own address, phone, hours and standing. */
export const AutoRepairShop = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  phone: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** The reviews' average, one decimal; 0 with no reviews. */
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  openingHours: OpeningHours,
  /** The zone the hours are in. */
  timeZone: z.string(),
  certifications: z.array(z.string()),
});
export type AutoRepairShop = z.infer<typeof AutoRepairShop>;

/** What a common job costs across the city's shops by autoquote (the fair-price band: 10th, 50th, 90th percentile). */
export const AutoRepairTypicalPrice = z.object({
  serviceId: z.string(),
  name: z.string(),
  /** What the job includes, from the catalogue. */
  note: z.string().nullable(),
  lowCents: z.number().int().nonnegative(),
  medianCents: z.number().int().nonnegative(),
  highCents: z.number().int().nonnegative(),
});
export type AutoRepairTypicalPrice = z.infer<typeof AutoRepairTypicalPrice>;

export const AutoRepairCityResponse = z.object({
  state: AutoRepairStateName,
  city: AutoRepairCityName.extend({
    /** A served zip of the city (its shops' most common), for the request box. */
    zipcode: z.string(),
  }),
  /** Rating first (then reviews, then name). */
  shops: z.array(AutoRepairShop),
  prices: z.object({
    /** The vehicle the prices are for (the catalogue's own reference class). */
    vehicleClass: VehicleClass,
    /** How many of the city's shops they are drawn from. */
    shopCount: z.number().int().nonnegative(),
    jobs: z.array(AutoRepairTypicalPrice),
  }),
  /** The state's other cities with shops, nearest first (a few). */
  nearbyCities: z.array(AutoRepairCityName),
});
export type AutoRepairCityResponse = z.infer<typeof AutoRepairCityResponse>;

export const AutoRepairNearestResponse = z.object({ state: AutoRepairStateName, city: AutoRepairCityName });
export type AutoRepairNearestResponse = z.infer<typeof AutoRepairNearestResponse>;

/** Public lookups (turbo, plain JSON, no login), served from memory. */
export const autoRepairRoutes = defineRoutes('auto-repair', {
  listAutoRepairStates: {
    namespace: 'turbo',
    method: 'GET',
    path: '/auto-repair',
    summary: 'List the states with auto repair shops, with their city and shop counts',
    reply: AutoRepairStatesResponse,
  },
  getAutoRepairState: {
    namespace: 'turbo',
    method: 'GET',
    path: '/auto-repair/:state',
    summary: "List a state's cities with auto repair shops (the state by abbreviation or name)",
    params: AutoRepairStateParams,
    reply: AutoRepairStateResponse,
    errors: ['not_found'],
  },
  getAutoRepairCity: {
    namespace: 'turbo',
    method: 'GET',
    path: '/auto-repair/:state/:city',
    summary: "Read a city's auto repair shops and the typical prices of common jobs there",
    params: AutoRepairCityParams,
    reply: AutoRepairCityResponse,
    errors: ['not_found'],
  },
  findAutoRepairCity: {
    namespace: 'turbo',
    method: 'GET',
    path: '/auto-repair-cities/nearest',
    summary: 'Find the city with auto repair shops nearest to a served zip',
    query: AutoRepairNearestQuery,
    reply: AutoRepairNearestResponse,
    errors: ['zipcode_invalid', 'zipcode_out_of_market'],
  },
});
