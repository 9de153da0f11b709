import type { Invite } from '@pitstop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** GET /v3/invites/{promoSlug}: who invites and what each side earns; 404 'This invite link is not valid.' */
export async function getInvite(promoSlug: string, signal?: AbortSignal): Promise<Invite> {
  const { data } = await api.main.get<Invite>(`v3/invites/${encodeURIComponent(promoSlug)}`, { signal });
  return data;
}

export const inviteQueryOptions = (promoSlug: string) =>
  queryOptions({ queryKey: ['accounts', 'invite', promoSlug], queryFn: ({ signal }) => getInvite(promoSlug, signal) });

export const useInvite = (promoSlug: string) => useQuery(inviteQueryOptions(promoSlug));
