import { catalogEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** Every enabled service of the catalogue (spec 000 §7). */
export async function getServices(signal?: AbortSignal) {
  const { data } = await api.call(catalogEndpoints.listServices, { signal });
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
