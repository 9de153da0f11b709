import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { partnerHeaders, partnerQueryOptions } from './partner-header';

/** The partner config (white label) and banner config of the partner whose site this is; no sign-in needed. */
export const getLandingPage = (partnerId: string, signal?: AbortSignal) => api.call(membershipEndpoints.getLandingPage, { headers: partnerHeaders(partnerId), signal });

export const landingPageQueryOptions = (partnerId: string | null) => partnerQueryOptions(partnerId, ['landing-page'], getLandingPage);

export const useLandingPage = (partnerId: string | null) => useQuery(landingPageQueryOptions(partnerId));
