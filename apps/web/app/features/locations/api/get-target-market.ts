import { locationsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/**
 * Whether the zip is served (`in_market`), and up to 6 in-market zips nearby, nearest first, when
 * it is not.
 */
export const getTargetMarket = (zipcode: string, signal?: AbortSignal) =>
  api.call(locationsEndpoints.getTargetMarket, { query: { zipcode }, signal });

/** Coverage changes when shops join or leave; the server lets clients keep an answer a minute. */
export const targetMarketQueryOptions = (zipcode: string) =>
  queryOptions({
    queryKey: ['locations', 'target-market', zipcode],
    queryFn: ({ signal }) => getTargetMarket(zipcode, signal),
    staleTime: 60_000,
  });

export const useTargetMarket = (zipcode: string, enabled = true) =>
  useQuery({ ...targetMarketQueryOptions(zipcode), enabled });
