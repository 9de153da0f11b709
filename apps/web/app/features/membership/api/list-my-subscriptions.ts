import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { partnerHeaders, partnerQueryOptions } from './partner-header';

/** The signed-in user's current subscriptions. */
export const listMySubscriptions = (partnerId: string, signal?: AbortSignal) => api.call(membershipEndpoints.listMySubscriptions, { headers: partnerHeaders(partnerId), signal });

export const mySubscriptionsQueryOptions = (partnerId: string | null) => partnerQueryOptions(partnerId, ['subscriptions'], listMySubscriptions);

export const useMySubscriptions = (partnerId: string | null) => useQuery(mySubscriptionsQueryOptions(partnerId));
