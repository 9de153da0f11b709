import { repairCostsEndpoints } from '@pitstop/contracts/endpoints';
import type { ApiClient } from '~/lib/api-client';

/** GET /repair-costs/{make}/{model}/{service} (turbo, public): the job's fair-price band on the model. */
export const getRepairCostJob = (makeName: string, modelName: string, serviceSlug: string, client: ApiClient) =>
  client.call(repairCostsEndpoints.getRepairCostJob, { params: { makeName, modelName, serviceSlug } });
