import { locationMessages, type StateCitiesResponse } from '@pitstop/contracts';
import { citiesInState, stateName } from '../../data/zips.ts';
import { AppError } from '../../lib/app-error.ts';
import { citySlug } from './city-slug.ts';

/** The cities of a state, by name; 404 for an unknown state. */
export function listStateCities({ state }: { state: string }): StateCitiesResponse {
  const name = stateName(state);
  if (!name) throw new AppError('not_found', locationMessages.stateUnknown);
  return {
    state,
    stateName: name,
    cities: citiesInState(state).map((city) => ({
      name: city.name,
      slug: citySlug(city.name),
      state: city.state,
      zipCount: city.zips.length,
    })),
  };
}
