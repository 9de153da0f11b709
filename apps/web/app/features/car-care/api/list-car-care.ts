import { carCareEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, api } from '~/lib/api-client';

/** GET /v3/car_care: the signed-in user's car care, newest first, one page. */
export async function listCarCare(page: number, signal?: AbortSignal, client: ApiClient = api) {
  return client.call(carCareEndpoints.listCarCare, { query: { page }, signal });
}

export type CarCareItemView = Awaited<ReturnType<typeof listCarCare>>['data'][number];

/** `client`: the loader-side API on the server (lib/page-data.server.ts), the browser's otherwise. */
export const carCareListQueryOptions = (page: number, client: ApiClient = api) =>
  queryOptions({ queryKey: ['car-care', 'list', page], queryFn: ({ signal }) => listCarCare(page, signal, client) });

export const useCarCareList = (page = 1) => useQuery(carCareListQueryOptions(page));
