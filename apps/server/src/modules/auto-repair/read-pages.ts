import {
  type AutoRepairCityResponse,
  type AutoRepairNearestResponse,
  type AutoRepairStateName,
  type AutoRepairStateResponse,
  type AutoRepairStatesResponse,
  autoRepairMessages,
} from '@pitstop/contracts';
import { distanceMiles, getCity, type ZipInfo } from '../../data/zips.ts';
import { AppError } from '../../lib/app-error.ts';
import { citySlug } from '../locations/index.ts';
import type { Directory, DirectoryCity, DirectoryShop, DirectoryState } from './directory.ts';
import { stateAbbreviationOf } from './directory.ts';
import { TYPICAL_VEHICLE_CLASS, typicalPrices } from './typical-prices.ts';

/**
 * What each auto-repair page shows, from the directory in memory (docs/product/auto-repair-pages.md, ADR 071): the
 * canonical names of what an address named go back with the answer, so the web redirects other spellings.
 */

/** How many of the state's other cities a city page links to. */
export const NEARBY_CITIES_MAX = 6;

const stateName = ({ abbreviation, slug, name }: DirectoryState): AutoRepairStateName => ({ abbreviation, slug, name });

/** GET /auto-repair: the states with shops, by abbreviation. */
export function listAutoRepairStates(directory: Directory): AutoRepairStatesResponse {
  const states = [...directory.states.values()].map((state) => ({ ...stateName(state), cityCount: state.cities.size, shopCount: state.shopCount }));
  return {
    states,
    cityCount: states.reduce((sum, state) => sum + state.cityCount, 0),
    shopCount: states.reduce((sum, state) => sum + state.shopCount, 0),
  };
}

/** A state by abbreviation (any case) or name; 404 when unknown or without shops. */
export function findState(directory: Directory, segment: string): DirectoryState {
  const abbreviation = stateAbbreviationOf(segment);
  const state = abbreviation ? directory.states.get(abbreviation.toLowerCase()) : undefined;
  if (!state) throw new AppError('not_found', autoRepairMessages.stateUnknown);
  return state;
}

/** GET /auto-repair/:state: the state's cities with shops, by name. */
export function getAutoRepairState(state: DirectoryState): AutoRepairStateResponse {
  return {
    state: stateName(state),
    cities: [...state.cities.values()]
      .map((city) => ({ name: city.name, slug: city.slug, shopCount: city.shops.length, reviewCount: city.shops.reduce((sum, shop) => sum + shop.reviewCount, 0) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    shopCount: state.shopCount,
  };
}

/** A city of the state by slug or name ("round-rock", "Round Rock"; "St. Louis" as the zip data reads it); 404 when none. */
export function findCity(state: DirectoryState, segment: string): DirectoryCity {
  const bySlug = state.cities.get(citySlug(segment));
  if (bySlug) return bySlug;
  const known = getCity(state.abbreviation, segment);
  const city = known ? state.cities.get(citySlug(known.name)) : undefined;
  if (!city) throw new AppError('not_found', autoRepairMessages.cityUnknown);
  return city;
}

const publicShop = ({ laborRateCents: _l, partsMarkupBps: _p, diagnosticFeeCents: _d, taxRateBps: _t, ...shop }: DirectoryShop) => shop;

/** GET /auto-repair/:state/:city: the city's shops, typical prices there, its zip and the state's nearest other cities. */
export function getAutoRepairCity(directory: Directory, state: DirectoryState, city: DirectoryCity): AutoRepairCityResponse {
  const nearbyCities = [...state.cities.values()]
    .filter((other) => other !== city)
    .map((other) => ({ other, miles: distanceMiles(city, other) }))
    .sort((a, b) => a.miles - b.miles || a.other.slug.localeCompare(b.other.slug))
    .slice(0, NEARBY_CITIES_MAX)
    .map(({ other }) => ({ name: other.name, slug: other.slug }));
  return {
    state: stateName(state),
    city: { name: city.name, slug: city.slug, zipcode: city.zipcode },
    shops: city.shops.map(publicShop),
    prices: { vehicleClass: TYPICAL_VEHICLE_CLASS, shopCount: city.shops.length, jobs: typicalPrices(directory.catalog, city.shops) },
    nearbyCities,
  };
}

/**
 * GET /auto-repair-cities/nearest?zipcode=: the zip's own city when it has shops, else the city of the shop nearest
 * to the zip (the caller has checked the zip is served).
 */
export function findNearestCity(directory: Directory, zip: ZipInfo): AutoRepairNearestResponse {
  const own = directory.states.get(zip.state.toLowerCase());
  const ownCity = own?.cities.get(citySlug(zip.city));
  if (own && ownCity) return { state: stateName(own), city: { name: ownCity.name, slug: ownCity.slug } };
  let nearest: { shop: DirectoryShop; miles: number } | undefined;
  for (const shop of directory.shops) {
    const miles = distanceMiles(zip, shop);
    if (!nearest || miles < nearest.miles) nearest = { shop, miles };
  }
  const state = nearest && directory.states.get(nearest.shop.state.toLowerCase());
  const city = nearest && state?.cities.get(citySlug(nearest.shop.city));
  if (!state || !city) throw new AppError('not_found', autoRepairMessages.cityUnknown);
  return { state: stateName(state), city: { name: city.name, slug: city.slug } };
}
