import type { SubscribeInput } from '@pitstop/contracts';
import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useCurrentPartner } from '../hooks/use-partner-id';
import { partnerHeaders } from './partner-header';

/**
 * Join with an option of a plan on a saved card; with `processorSubscriptionId`, renew that subscription
 * (spec 001 §3 "Subscribe payload"). The modal reloads the member's resources itself (after 1 s when renewing).
 */
export function subscribe(partnerId: string | null, body: SubscribeInput) {
  return api.call(membershipEndpoints.subscribe, { body: { processor: 'stripe', ...body, partnerId: partnerId ?? undefined }, headers: partnerHeaders(partnerId ?? '') });
}

export function useSubscribe() {
  const partnerId = useCurrentPartner().partnerId;
  return useMutation({ mutationFn: (body: SubscribeInput) => subscribe(partnerId, body) });
}
