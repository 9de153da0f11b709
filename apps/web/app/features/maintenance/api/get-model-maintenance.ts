import { maintenanceEndpoints } from '@pitstop/contracts/endpoints';
import type { ApiClient } from '~/lib/api-client';

/** GET /turbo/v1/maintenance/makes/{make}/models/{model}: a model's schedule, by make and model slugs. */
export const getModelMaintenance = (params: { make: string; model: string }, client: ApiClient) =>
  client.call(maintenanceEndpoints.getModelMaintenance, { params });
