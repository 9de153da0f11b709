import { serviceRequestsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** What the maintenance schedule says is due at a mileage: the next milestone and its catalogue services. */
export const listIntervalServices = (mileage: number, signal?: AbortSignal) =>
  api.call(serviceRequestsEndpoints.listIntervalServices, { query: { mileage }, signal });

export const intervalServicesQueryOptions = (mileage: number) =>
  queryOptions({
    queryKey: ['service-requests', 'interval-services', mileage],
    queryFn: ({ signal }) => listIntervalServices(mileage, signal),
    staleTime: 5 * 60_000,
  });

export const useIntervalServices = (mileage: number) => useQuery(intervalServicesQueryOptions(mileage));
