import { vehiclesEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { LOOKUP_STALE_MS } from './lookup-cache';

export const getModels = (year: number, make: string, signal?: AbortSignal) =>
  api.call(vehiclesEndpoints.listModels, { params: { year, make }, signal });

export const modelsQueryOptions = (year: number, make: string) =>
  queryOptions({
    queryKey: ['vehicles', 'models', year, make],
    queryFn: ({ signal }) => getModels(year, make, signal),
    staleTime: LOOKUP_STALE_MS,
  });

export const useModels = (year: number, make: string) => useQuery(modelsQueryOptions(year, make));
