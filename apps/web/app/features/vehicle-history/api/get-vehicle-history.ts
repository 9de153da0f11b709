import { vehicleHistoryEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** GET /v3/users/vehicles/:id/history: the owner's vehicle with its completed jobs, newest first; another's is 404. */
export async function getVehicleHistory(vehicleId: string, signal?: AbortSignal) {
  const { data } = await api.call(vehicleHistoryEndpoints.getVehicleHistory, { params: { id: vehicleId }, signal });
  return data;
}

export type VehicleHistoryView = Awaited<ReturnType<typeof getVehicleHistory>>;

export const vehicleHistoryQueryOptions = (vehicleId: string) =>
  queryOptions({ queryKey: ['vehicle-history', vehicleId], queryFn: ({ signal }) => getVehicleHistory(vehicleId, signal) });

export const useVehicleHistory = (vehicleId: string) => useQuery(vehicleHistoryQueryOptions(vehicleId));
