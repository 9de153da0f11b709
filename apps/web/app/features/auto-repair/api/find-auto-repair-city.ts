import { extractErrorText } from '@pitstop/contracts/common/errors';
import { autoRepairEndpoints } from '@pitstop/contracts/endpoints';
import { href } from 'react-router';
import { api } from '~/lib/api-client';

/**
 * GET /auto-repair-cities/nearest (turbo): the auto-repair page of a served zip's city (its own, or the nearest with
 * shops). Loaded when the zip search has a served zip, with the API client, so the pages' first load carries
 * neither; a failure comes back as a sentence.
 */
export async function findAutoRepairCityPath(zipcode: string): Promise<{ path: string } | { failed: string }> {
  try {
    const { state, city } = await api.call(autoRepairEndpoints.findAutoRepairCity, { query: { zipcode } });
    return { path: href('/auto-repair/:stateAbbreviation/:city', { stateAbbreviation: state.slug, city: city.slug }) };
  } catch (failure) {
    return { failed: extractErrorText(failure) };
  }
}
