import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { partnerHeaders, partnerQueryOptions } from './partner-header';

/** The partners the signed-in user belongs to (one of them may require an initial subscription: the paywall). */
export const listMyPartners = (partnerId: string, signal?: AbortSignal) => api.call(membershipEndpoints.listMyPartners, { headers: partnerHeaders(partnerId), signal });

export const myPartnersQueryOptions = (partnerId: string | null) => partnerQueryOptions(partnerId, ['partners'], listMyPartners);

export const useMyPartners = (partnerId: string | null) => useQuery(myPartnersQueryOptions(partnerId));
