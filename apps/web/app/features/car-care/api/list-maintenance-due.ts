import { carCareEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** GET /v3/users/vehicles/maintenance_due: what is due now or soon on each of the signed-in user's vehicles. */
export async function listMaintenanceDue(signal?: AbortSignal) {
  const { data } = await api.call(carCareEndpoints.listMaintenanceDue, { signal });
  return data;
}

export type VehicleMaintenanceView = Awaited<ReturnType<typeof listMaintenanceDue>>[number];

export const maintenanceDueQueryOptions = () =>
  queryOptions({ queryKey: ['car-care', 'maintenance-due'], queryFn: ({ signal }) => listMaintenanceDue(signal) });

export const useMaintenanceDue = () => useQuery(maintenanceDueQueryOptions());
