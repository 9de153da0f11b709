import { carCareEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** GET /v3/users/warranties: the warranties of the signed-in user's completed jobs, newest first. */
export async function listWarranties(signal?: AbortSignal) {
  const { data } = await api.call(carCareEndpoints.listWarranties, { signal });
  return data;
}

export type WarrantyView = Awaited<ReturnType<typeof listWarranties>>[number];

export const warrantiesQueryOptions = () => queryOptions({ queryKey: ['car-care', 'warranties'], queryFn: ({ signal }) => listWarranties(signal) });

export const useWarranties = () => useQuery(warrantiesQueryOptions());
