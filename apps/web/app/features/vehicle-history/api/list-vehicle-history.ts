import { vehicleHistoryEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, api } from '~/lib/api-client';

/** GET /v3/vehicle_history: the signed-in user's vehicle history, newest first, one page. */
export async function listVehicleHistory(page: number, signal?: AbortSignal, client: ApiClient = api) {
  return client.call(vehicleHistoryEndpoints.listVehicleHistory, { query: { page }, signal });
}

export type VehicleHistoryItemView = Awaited<ReturnType<typeof listVehicleHistory>>['data'][number];

/** `client`: the loader-side API on the server (lib/page-data.server.ts), the browser's otherwise. */
export const vehicleHistoryListQueryOptions = (page: number, client: ApiClient = api) =>
  queryOptions({ queryKey: ['vehicle-history', 'list', page], queryFn: ({ signal }) => listVehicleHistory(page, signal, client) });

export const useVehicleHistoryList = (page = 1) => useQuery(vehicleHistoryListQueryOptions(page));
