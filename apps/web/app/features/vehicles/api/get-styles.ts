import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { LOOKUP_STALE_MS, segment } from './lookup-cache';

/** GET /turbo/v1/years/{year}/makes/{make}/models/{model}/sub_models/{subModel}/styles: the trim's engines. */
export const getStyles = (year: number, make: string, model: string, subModel: string, signal?: AbortSignal) =>
  api.turbo.get<string[]>(
    `years/${segment(year)}/makes/${segment(make)}/models/${segment(model)}/sub_models/${segment(subModel)}/styles`,
    { signal },
  );

export const stylesQueryOptions = (year: number, make: string, model: string, subModel: string) =>
  queryOptions({
    queryKey: ['vehicles', 'styles', year, make, model, subModel],
    queryFn: ({ signal }) => getStyles(year, make, model, subModel, signal),
    staleTime: LOOKUP_STALE_MS,
  });

export const useStyles = (year: number, make: string, model: string, subModel: string) =>
  useQuery(stylesQueryOptions(year, make, model, subModel));
