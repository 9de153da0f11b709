import { vehiclesEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { LOOKUP_STALE_MS } from './lookup-cache';

export const getMakes = (year: number, signal?: AbortSignal) => api.call(vehiclesEndpoints.listMakes, { params: { year }, signal });

export const makesQueryOptions = (year: number) =>
  queryOptions({ queryKey: ['vehicles', 'makes', year], queryFn: ({ signal }) => getMakes(year, signal), staleTime: LOOKUP_STALE_MS });

/** The makes of a year; idle until a year is chosen. */
export const useMakes = (year: number | null) => useQuery({ ...makesQueryOptions(year ?? 0), enabled: year !== null });
