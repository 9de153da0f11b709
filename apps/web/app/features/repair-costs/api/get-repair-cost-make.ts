import { repairCostsEndpoints } from '@pitstop/contracts/endpoints';
import type { ApiClient } from '~/lib/api-client';

/** GET /repair-costs/{make} (turbo, public): the make's models, and its canonical slug. */
export const getRepairCostMake = (makeName: string, client: ApiClient) =>
  client.call(repairCostsEndpoints.getRepairCostMake, { params: { makeName } });
