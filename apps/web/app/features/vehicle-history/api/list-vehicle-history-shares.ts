import { vehicleHistoryEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

const sharesKey = (vehicleId: string) => ['vehicle-history', vehicleId, 'shares'] as const;

/** GET /v3/users/vehicles/:id/history/shares: the vehicle's live share links, newest first. */
export async function listVehicleHistoryShares(vehicleId: string, signal?: AbortSignal) {
  const { data } = await api.call(vehicleHistoryEndpoints.listVehicleHistoryShares, { params: { id: vehicleId }, signal });
  return data;
}

export const vehicleHistorySharesQueryOptions = (vehicleId: string) =>
  queryOptions({ queryKey: sharesKey(vehicleId), queryFn: ({ signal }) => listVehicleHistoryShares(vehicleId, signal) });

export const useVehicleHistoryShares = (vehicleId: string) => useQuery(vehicleHistorySharesQueryOptions(vehicleId));

/** After a link is made or turned off: the list is read again. */
export function useInvalidateVehicleHistoryShares(vehicleId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sharesKey(vehicleId) });
}
