import type { Service } from '@pitstop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** GET /v3/services: every enabled service of the catalogue (spec 000 §7). */
export async function getServices(signal?: AbortSignal): Promise<Service[]> {
  const { data } = await api.main.get<Service[]>('v3/services', { signal });
  return data;
}

/** The catalogue changes with a deploy or a seed; the server lets clients keep it 5 minutes. */
export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'services'],
    queryFn: ({ signal }) => getServices(signal),
    staleTime: 5 * 60_000,
  });

export const useServices = () => useQuery(servicesQueryOptions());
