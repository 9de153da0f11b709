import { vehiclesEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { LOOKUP_STALE_MS } from './lookup-cache';

/** The model's trims. */
export const getSubModels = (year: number, make: string, model: string, signal?: AbortSignal) =>
  api.call(vehiclesEndpoints.listSubModels, { params: { year, make, model }, signal });

export const subModelsQueryOptions = (year: number, make: string, model: string) =>
  queryOptions({
    queryKey: ['vehicles', 'sub-models', year, make, model],
    queryFn: ({ signal }) => getSubModels(year, make, model, signal),
    staleTime: LOOKUP_STALE_MS,
  });

export const useSubModels = (year: number, make: string, model: string) => useQuery(subModelsQueryOptions(year, make, model));
