import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { LOOKUP_STALE_MS, segment } from './lookup-cache';

/** GET /turbo/v1/years/{year}/makes/{make}/models */
export const getModels = (year: number, make: string, signal?: AbortSignal) =>
  api.turbo.get<string[]>(`years/${segment(year)}/makes/${segment(make)}/models`, { signal });

export const modelsQueryOptions = (year: number, make: string) =>
  queryOptions({
    queryKey: ['vehicles', 'models', year, make],
    queryFn: ({ signal }) => getModels(year, make, signal),
    staleTime: LOOKUP_STALE_MS,
  });

export const useModels = (year: number, make: string) => useQuery(modelsQueryOptions(year, make));
