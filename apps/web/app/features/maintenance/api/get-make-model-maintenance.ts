import { maintenanceEndpoints } from '@pitstop/contracts/endpoints';
import type { ApiClient } from '~/lib/api-client';

/** GET /turbo/v1/maintenance/vehicles/{makeModel}: a model's schedule, by its make-and-model slug (`honda-civic`). */
export const getMakeModelMaintenance = (makeModel: string, client: ApiClient) =>
  client.call(maintenanceEndpoints.getMakeModelMaintenance, { params: { makeModel } });
