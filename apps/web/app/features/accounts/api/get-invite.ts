import { rewardsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, api } from '~/lib/api-client';

/** Who invites and what each side earns; 404 'This invite link is not valid.' */
export async function getInvite(promoSlug: string, signal?: AbortSignal, client: ApiClient = api) {
  const { data } = await client.call(rewardsEndpoints.getInvite, { params: { promoSlug }, signal });
  return data;
}

/** `client`: the loader-side API on the server (lib/page-data.server.ts), the browser's otherwise. */
export const inviteQueryOptions = (promoSlug: string, client: ApiClient = api) =>
  queryOptions({ queryKey: ['accounts', 'invite', promoSlug], queryFn: ({ signal }) => getInvite(promoSlug, signal, client) });

export const useInvite = (promoSlug: string) => useQuery(inviteQueryOptions(promoSlug));
