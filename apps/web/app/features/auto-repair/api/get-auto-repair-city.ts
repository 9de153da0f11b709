import { autoRepairEndpoints } from '@pitstop/contracts/endpoints';
import type { ApiClient } from '~/lib/api-client';

/** GET /auto-repair/:state/:city (turbo): the city's shops, the typical prices there, its zip and nearby cities. */
export const getAutoRepairCity = (state: string, city: string, client: ApiClient) =>
  client.call(autoRepairEndpoints.getAutoRepairCity, { params: { state, city } });
