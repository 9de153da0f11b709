import { FAQ_TAKE_DEFAULT } from '@pitstop/contracts';
import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { type ApiClient, api } from '~/lib/api-client';
import { partnerHeaders, partnerQueryOptions } from './partner-header';

/** GET content/faq: the members' FAQ without signing in (the public plus FAQ page, ADR 069), by id ascending. */
export async function listPublicFaqs(partnerId: string, signal?: AbortSignal, client: ApiClient = api) {
  const page = await client.call(membershipEndpoints.listPublicFaqs, { query: { skip: 0, take: FAQ_TAKE_DEFAULT }, headers: partnerHeaders(partnerId), signal });
  return page.items;
}

/** `client`: the loader-side API on the server (ADR 055), the browser's otherwise. */
export const publicFaqsQueryOptions = (partnerId: string | null, client: ApiClient = api) =>
  partnerQueryOptions(partnerId, ['public-faqs'], (id, signal) => listPublicFaqs(id, signal, client));

export const usePublicFaqs = (partnerId: string | null) => useQuery(publicFaqsQueryOptions(partnerId));
