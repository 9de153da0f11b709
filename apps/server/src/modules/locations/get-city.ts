import { type CityResponse, locationMessages } from '@pitstop/contracts';
import { getCity as findCity, stateName } from '../../data/zips.ts';
import { AppError } from '../../lib/app-error.ts';
import { citySlug } from './city-slug.ts';
import type { LocationsDeps } from './locations-deps.ts';

/**
 * A city by name or slug: its zips and centre, whether any of its zips is in market, the metro serving most
 * of them and that metro's active shop count.
 */
export function getCity(deps: Pick<LocationsDeps, 'coverage'>, { state, city }: { state: string; city: string }): CityResponse {
  const name = stateName(state);
  if (!name) throw new AppError('not_found', locationMessages.stateUnknown);
  const found = findCity(state, city);
  if (!found) throw new AppError('not_found', locationMessages.cityUnknown);

  const metros = new Map<string, number>();
  for (const zip of found.zips) {
    const metroId = deps.coverage.metroOf(zip);
    if (metroId) metros.set(metroId, (metros.get(metroId) ?? 0) + 1);
  }
  const metroId = [...metros].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
  return {
    name: found.name,
    slug: citySlug(found.name),
    state: found.state,
    stateName: name,
    zipcodes: found.zips,
    lat: found.lat,
    lon: found.lon,
    inMarket: metroId !== null,
    metroId,
    activeShopCount: metroId ? deps.coverage.activeLocationCount(metroId) : 0,
  };
}
