import { FAQ_TAKE_DEFAULT } from '@pitstop/contracts/membership';
import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import type { ApiClient } from '~/lib/api-client';
import { partnerHeaders } from './partner-header';

/**
 * GET content/faq: the members' FAQ without signing in, by id ascending. Read by the public plus FAQ page's loader
 * (its data is the loader's, ADR 069's addendum: no query cache in the page's JavaScript).
 */
export async function listPublicFaqs(partnerId: string, client: ApiClient) {
  const page = await client.call(membershipEndpoints.listPublicFaqs, { query: { skip: 0, take: FAQ_TAKE_DEFAULT }, headers: partnerHeaders(partnerId) });
  return page.items;
}
