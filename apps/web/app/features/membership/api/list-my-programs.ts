import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { partnerHeaders, partnerQueryOptions } from './partner-header';

/** The programs the signed-in user belongs to (signed up through, or subscribed in). */
export const listMyPrograms = (partnerId: string, signal?: AbortSignal) => api.call(membershipEndpoints.listMyPrograms, { headers: partnerHeaders(partnerId), signal });

export const myProgramsQueryOptions = (partnerId: string | null) => partnerQueryOptions(partnerId, ['programs'], listMyPrograms);

export const useMyPrograms = (partnerId: string | null) => useQuery(myProgramsQueryOptions(partnerId));
