import { maintenanceEndpoints } from '@pitstop/contracts/endpoints';
import type { ApiClient } from '~/lib/api-client';

/** GET /turbo/v1/maintenance: the typical schedule and every make with its models (the /maintenance page). */
export const getMaintenanceOverview = (client: ApiClient) => client.call(maintenanceEndpoints.getMaintenanceOverview, {});
