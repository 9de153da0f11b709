import { maintenanceEndpoints } from '@pitstop/contracts/endpoints';
import type { ApiClient } from '~/lib/api-client';

/** GET /turbo/v1/maintenance/makes: every make with its number of models (the makes page and the schedules' entry). */
export const listMaintenanceMakes = (client: ApiClient) => client.call(maintenanceEndpoints.listMaintenanceMakes, {});
