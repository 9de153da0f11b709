import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { partnerHeaders, partnerQueryOptions } from './partner-header';

/** Whether the signed-in user has a current subscription (`result`), and the newest one. */
export const checkSubscription = (partnerId: string, signal?: AbortSignal) => api.call(membershipEndpoints.checkSubscription, { headers: partnerHeaders(partnerId), signal });

export const subscriptionCheckQueryOptions = (partnerId: string | null) => partnerQueryOptions(partnerId, ['check'], checkSubscription);

export const useSubscriptionCheck = (partnerId: string | null) => useQuery(subscriptionCheckQueryOptions(partnerId));
