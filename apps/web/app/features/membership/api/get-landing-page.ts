import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { type ApiClient, api } from '~/lib/api-client';
import { partnerHeaders, partnerQueryOptions } from './partner-header';

/** The partner config (white label) and banner config of the partner whose site this is; no sign-in needed. */
export const getLandingPage = (partnerId: string, signal?: AbortSignal, client: ApiClient = api) =>
  client.call(membershipEndpoints.getLandingPage, { headers: partnerHeaders(partnerId), signal });

/** `client`: the loader-side API on the server (lib/page-data.server.ts, the /plus pages' loader), the browser's otherwise. */
export const landingPageQueryOptions = (partnerId: string | null, client: ApiClient = api) =>
  partnerQueryOptions(partnerId, ['landing-page'], (id, signal) => getLandingPage(id, signal, client));

export const useLandingPage = (partnerId: string | null) => useQuery(landingPageQueryOptions(partnerId));
