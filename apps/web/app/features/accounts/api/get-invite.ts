import { rewardsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** Who invites and what each side earns; 404 'This invite link is not valid.' */
export async function getInvite(promoSlug: string, signal?: AbortSignal) {
  const { data } = await api.call(rewardsEndpoints.getInvite, { params: { promoSlug }, signal });
  return data;
}

export const inviteQueryOptions = (promoSlug: string) =>
  queryOptions({ queryKey: ['accounts', 'invite', promoSlug], queryFn: ({ signal }) => getInvite(promoSlug, signal) });

export const useInvite = (promoSlug: string) => useQuery(inviteQueryOptions(promoSlug));
