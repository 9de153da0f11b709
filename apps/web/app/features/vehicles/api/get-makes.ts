import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { LOOKUP_STALE_MS, segment } from './lookup-cache';

/** GET /turbo/v1/years/{year}/makes */
export const getMakes = (year: number, signal?: AbortSignal) =>
  api.turbo.get<string[]>(`years/${segment(year)}/makes`, { signal });

export const makesQueryOptions = (year: number) =>
  queryOptions({ queryKey: ['vehicles', 'makes', year], queryFn: ({ signal }) => getMakes(year, signal), staleTime: LOOKUP_STALE_MS });

/** The makes of a year; idle until a year is chosen. */
export const useMakes = (year: number | null) => useQuery({ ...makesQueryOptions(year ?? 0), enabled: year !== null });
