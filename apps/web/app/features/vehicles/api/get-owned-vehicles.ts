import { vehiclesEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export const ownedVehiclesKey = ['vehicles', 'owned'] as const;

/** The signed-in user's vehicles (docs/product/vehicles.md). */
export async function getOwnedVehicles(signal?: AbortSignal) {
  const { data } = await api.call(vehiclesEndpoints.listOwnedVehicles, { signal });
  return data;
}

export const ownedVehiclesQueryOptions = () =>
  queryOptions({ queryKey: ownedVehiclesKey, queryFn: ({ signal }) => getOwnedVehicles(signal) });

export const useOwnedVehicles = (enabled = true) => useQuery({ ...ownedVehiclesQueryOptions(), enabled });

/**
 * After a change to a vehicle: every page showing the list reloads it. A first load still in flight is cancelled
 * first: invalidating does not restart a fetch that has no data yet, so a list requested just before the change
 * (a guest's kept vehicle saved as the page opens) would otherwise show the list without it.
 */
export function useInvalidateOwnedVehicles() {
  const client = useQueryClient();
  return async () => {
    await client.cancelQueries({ queryKey: ownedVehiclesKey });
    await client.invalidateQueries({ queryKey: ownedVehiclesKey });
  };
}
