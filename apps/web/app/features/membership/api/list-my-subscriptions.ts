import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { membershipHeaders, useCurrentPartnerId } from '../partner-id';
import { membershipKey } from './keys';

/** Every subscription of the signed-in user, newest first (`isActive=false`: the history). */
export function listSubscriptionHistory(partnerId: string | null, signal?: AbortSignal) {
  return api.call(membershipEndpoints.listMySubscriptions, { query: { isActive: false }, headers: membershipHeaders(partnerId), signal });
}

export function useSubscriptionHistory() {
  const partnerId = useCurrentPartnerId();
  return useQuery({
    queryKey: [...membershipKey, 'history', partnerId],
    queryFn: ({ signal }) => listSubscriptionHistory(partnerId, signal),
    enabled: partnerId !== null,
  });
}
