import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useCurrentPartner } from '../hooks/use-partner-id';
import { partnerHeaders, partnerQueryOptions } from './partner-header';

/**
 * Whether the signed-in user has a current subscription (`result`), and the newest one; and whether their bookings
 * take the shops' member prices (`memberDiscount`, ADR 059).
 */
export const checkSubscription = (partnerId: string, signal?: AbortSignal) => api.call(membershipEndpoints.checkSubscription, { headers: partnerHeaders(partnerId), signal });

export const subscriptionCheckQueryOptions = (partnerId: string | null) => partnerQueryOptions(partnerId, ['check'], checkSubscription);

export const useSubscriptionCheck = (partnerId: string | null) => useQuery(subscriptionCheckQueryOptions(partnerId));

/**
 * Whether an offer's member price is the signed-in user's own price (ADR 059), from the check asked as the current
 * partner: undefined until it is known. Joining or cancelling refreshes the membership reads, this one included.
 */
export const useMemberDiscount = (): boolean | undefined => useSubscriptionCheck(useCurrentPartner().partnerId).data?.memberDiscount;
