import type { TargetMarketResponse } from '@pitstop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/**
 * GET /turbo/v1/zipcode/target_market?zipcode (spec 000 §7): whether the zip is served (`in_market`), and
 * up to 6 in-market zips nearby, nearest first, when it is not.
 */
export function getTargetMarket(zipcode: string, signal?: AbortSignal): Promise<TargetMarketResponse> {
  return api.turbo.get<TargetMarketResponse>('zipcode/target_market', { query: { zipcode }, signal });
}

/** Coverage changes when shops join or leave; the server lets clients keep an answer a minute. */
export const targetMarketQueryOptions = (zipcode: string) =>
  queryOptions({
    queryKey: ['locations', 'target-market', zipcode],
    queryFn: ({ signal }) => getTargetMarket(zipcode, signal),
    staleTime: 60_000,
  });

export const useTargetMarket = (zipcode: string, enabled = true) =>
  useQuery({ ...targetMarketQueryOptions(zipcode), enabled });
