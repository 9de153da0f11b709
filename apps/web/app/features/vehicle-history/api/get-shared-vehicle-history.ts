import { vehicleHistoryEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, api } from '~/lib/api-client';

/** GET /v3/vehicle_history_shares/:token: the history behind a share link, for anyone holding it; 404 once revoked. */
export async function getSharedVehicleHistory(token: string, signal?: AbortSignal, client: ApiClient = api) {
  const { data } = await client.call(vehicleHistoryEndpoints.getSharedVehicleHistory, { params: { token }, signal });
  return data;
}

/** `client`: the loader-side API on the server (lib/page-data.server.ts), the browser's otherwise. */
export const sharedVehicleHistoryQueryOptions = (token: string, client: ApiClient = api) =>
  queryOptions({
    queryKey: ['vehicle-history', 'shared', token],
    queryFn: ({ signal }) => getSharedVehicleHistory(token, signal, client),
    // A dead link stays dead: no retries of a 404.
    retry: false,
  });

export const useSharedVehicleHistory = (token: string) => useQuery(sharedVehicleHistoryQueryOptions(token));
