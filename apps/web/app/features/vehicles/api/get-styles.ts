import { vehiclesEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { LOOKUP_STALE_MS } from './lookup-cache';

/** The trim's engines. */
export const getStyles = (year: number, make: string, model: string, subModel: string, signal?: AbortSignal) =>
  api.call(vehiclesEndpoints.listStyles, { params: { year, make, model, subModel }, signal });

export const stylesQueryOptions = (year: number, make: string, model: string, subModel: string) =>
  queryOptions({
    queryKey: ['vehicles', 'styles', year, make, model, subModel],
    queryFn: ({ signal }) => getStyles(year, make, model, subModel, signal),
    staleTime: LOOKUP_STALE_MS,
  });

export const useStyles = (year: number, make: string, model: string, subModel: string) =>
  useQuery(stylesQueryOptions(year, make, model, subModel));
