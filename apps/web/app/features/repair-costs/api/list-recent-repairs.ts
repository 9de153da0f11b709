import { repairCostsEndpoints } from '@pitstop/contracts/endpoints';
import type { ApiClient } from '~/lib/api-client';

/** GET /repair-costs/{make}/{model}/recent-repairs (turbo, public): the model's latest completed jobs, anonymised. */
export const listRecentRepairs = (makeName: string, modelName: string, client: ApiClient) =>
  client.call(repairCostsEndpoints.listRecentRepairs, { params: { makeName, modelName } });
