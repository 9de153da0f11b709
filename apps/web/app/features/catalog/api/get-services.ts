import { catalogEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, api } from '~/lib/api-client';

/** Every enabled service of the catalogue (docs/product/requests-and-offers.md). */
export async function getServices(signal?: AbortSignal, client: ApiClient = api) {
  const { data } = await client.call(catalogEndpoints.listServices, { signal });
  return data;
}

/**
 * The catalogue changes with a deploy or a seed; the server lets clients keep it 5 minutes. `client`: the
 * loader-side API on the server (lib/page-data.server.ts), the browser's otherwise.
 */
export const servicesQueryOptions = (client: ApiClient = api) =>
  queryOptions({
    queryKey: ['catalog', 'services'],
    queryFn: ({ signal }) => getServices(signal, client),
    staleTime: 5 * 60_000,
  });

export const useServices = () => useQuery(servicesQueryOptions());
