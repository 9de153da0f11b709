import { repairCostsEndpoints } from '@pitstop/contracts/endpoints';
import type { ApiClient } from '~/lib/api-client';

/** GET /repair-costs/{make}/{model} (turbo, public): the jobs priced for the model, with their typical totals. */
export const getRepairCostModel = (makeName: string, modelName: string, client: ApiClient) =>
  client.call(repairCostsEndpoints.getRepairCostModel, { params: { makeName, modelName } });
