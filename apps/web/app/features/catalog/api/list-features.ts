import { catalogEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** The feature switches (GET /v4/features): each is on only when it works (issue 26 §2). */
export async function listFeatures(signal?: AbortSignal) {
  const { data } = await api.call(catalogEndpoints.listFeatures, { signal });
  return data;
}

export const featuresQueryOptions = () => queryOptions({ queryKey: ['catalog', 'features'], queryFn: ({ signal }) => listFeatures(signal) });

/** Whether a feature is on: undefined while the switches load. */
export function useFeature(name: string): boolean | undefined {
  const features = useQuery(featuresQueryOptions());
  if (features.isError) return false;
  return features.data?.some((feature) => feature.name === name && feature.enabled);
}
