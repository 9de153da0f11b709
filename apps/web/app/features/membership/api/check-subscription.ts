import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { membershipHeaders, useCurrentPartnerId } from '../partner-id';
import { membershipKey } from './keys';

/** Whether the signed-in user has a current subscription (ADR 057), and the newest one's id. */
export function checkSubscription(partnerId: string | null, signal?: AbortSignal) {
  return api.call(membershipEndpoints.checkSubscription, { headers: membershipHeaders(partnerId), signal });
}

export function useSubscriptionCheck() {
  const partnerId = useCurrentPartnerId();
  return useQuery({ queryKey: [...membershipKey, 'check', partnerId], queryFn: ({ signal }) => checkSubscription(partnerId, signal), enabled: partnerId !== null });
}
