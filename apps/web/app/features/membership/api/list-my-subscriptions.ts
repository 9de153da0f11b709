import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { partnerHeaders, partnerQueryOptions } from './partner-header';

/** The signed-in user's current subscriptions. */
export const listMySubscriptions = (partnerId: string, signal?: AbortSignal) => api.call(membershipEndpoints.listMySubscriptions, { headers: partnerHeaders(partnerId), signal });

export const mySubscriptionsQueryOptions = (partnerId: string | null) => partnerQueryOptions(partnerId, ['subscriptions'], listMySubscriptions);

export const useMySubscriptions = (partnerId: string | null) => useQuery(mySubscriptionsQueryOptions(partnerId));

/** Every subscription of the signed-in user, newest first (`isActive=false`: the history). */
export const listSubscriptionHistory = (partnerId: string, signal?: AbortSignal) =>
  api.call(membershipEndpoints.listMySubscriptions, { query: { isActive: false }, headers: partnerHeaders(partnerId), signal });

export const useSubscriptionHistory = (partnerId: string | null) => useQuery(partnerQueryOptions(partnerId, ['history'], listSubscriptionHistory));
