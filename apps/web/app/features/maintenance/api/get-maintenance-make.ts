import { maintenanceEndpoints } from '@pitstop/contracts/endpoints';
import type { ApiClient } from '~/lib/api-client';

/** GET /turbo/v1/maintenance/makes/{make}: a make, by its slug in any case or an alias, and its models. */
export const getMaintenanceMake = (make: string, client: ApiClient) =>
  client.call(maintenanceEndpoints.getMaintenanceMake, { params: { make } });
