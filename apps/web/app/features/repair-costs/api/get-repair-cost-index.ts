import { repairCostsEndpoints } from '@pitstop/contracts/endpoints';
import type { ApiClient } from '~/lib/api-client';

/** GET /repair-costs (turbo, public): every make, the popular models and services — the /repair-cost page's data. */
export const getRepairCostIndex = (client: ApiClient) => client.call(repairCostsEndpoints.getRepairCostIndex, {});
