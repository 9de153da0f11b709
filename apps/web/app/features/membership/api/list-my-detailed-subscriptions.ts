import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useCurrentPartner } from '../hooks/use-partner-id';
import { partnerHeaders } from './partner-header';
import { membershipKey } from './keys';

/** The signed-in user's current subscriptions with option, price, card and roadside standing. */
export function listMyDetailedSubscriptions(partnerId: string | null, signal?: AbortSignal) {
  return api.call(membershipEndpoints.listMyDetailedSubscriptions, { query: {}, headers: partnerHeaders(partnerId ?? ''), signal });
}

export function useMyDetailedSubscriptions() {
  const partnerId = useCurrentPartner().partnerId;
  return useQuery({
    queryKey: [...membershipKey, 'detailed', partnerId],
    queryFn: ({ signal }) => listMyDetailedSubscriptions(partnerId, signal),
    enabled: partnerId !== null,
  });
}
