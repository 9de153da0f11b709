import { maintenanceEndpoints } from '@pitstop/contracts/endpoints';
import type { ApiClient } from '~/lib/api-client';

/** GET /turbo/v1/maintenance/vehicles/{makeModel}/years/{year}: a model year's schedule, by its make-and-model slug. */
export const getMakeModelYearMaintenance = (params: { makeModel: string; year: string }, client: ApiClient) =>
  client.call(maintenanceEndpoints.getMakeModelYearMaintenance, { params });
