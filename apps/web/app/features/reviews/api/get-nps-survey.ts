import { reviewsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** A settled request's survey by its link's token (public); 404 once answered, unsettled or unknown. */
export async function getNpsSurvey(token: string, signal?: AbortSignal) {
  const { data } = await api.call(reviewsEndpoints.getNpsSurvey, { params: { id: token }, signal });
  return data;
}

export const npsSurveyQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['nps', token],
    queryFn: ({ signal }) => getNpsSurvey(token, signal),
    // Read once per visit: answering it makes it 404, which must not replace the thank-you by a refetch.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useNpsSurvey = (token: string) => useQuery(npsSurveyQueryOptions(token));
