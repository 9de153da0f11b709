import { maintenanceEndpoints } from '@pitstop/contracts/endpoints';
import type { ApiClient } from '~/lib/api-client';

/** GET /turbo/v1/maintenance/makes/{make}/models/{model}/years/{year}: a model year's schedule, by make and model slugs. */
export const getModelYearMaintenance = (params: { make: string; model: string; year: string }, client: ApiClient) =>
  client.call(maintenanceEndpoints.getModelYearMaintenance, { params });
