import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { LOOKUP_STALE_MS, segment } from './lookup-cache';

/** GET /turbo/v1/years/{year}/makes/{make}/models/{model}/sub_models: the model's trims. */
export const getSubModels = (year: number, make: string, model: string, signal?: AbortSignal) =>
  api.turbo.get<string[]>(`years/${segment(year)}/makes/${segment(make)}/models/${segment(model)}/sub_models`, { signal });

export const subModelsQueryOptions = (year: number, make: string, model: string) =>
  queryOptions({
    queryKey: ['vehicles', 'sub-models', year, make, model],
    queryFn: ({ signal }) => getSubModels(year, make, model, signal),
    staleTime: LOOKUP_STALE_MS,
  });

export const useSubModels = (year: number, make: string, model: string) => useQuery(subModelsQueryOptions(year, make, model));
