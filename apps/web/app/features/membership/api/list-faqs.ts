import { FAQ_TAKE_DEFAULT } from '@pitstop/contracts';
import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useCurrentPartner } from '../hooks/use-partner-id';
import { partnerHeaders } from './partner-header';
import { membershipKey } from './keys';

/** The plans screen's Frequently Asked Questions (spec 001 §9: take 100), by id ascending. */
export async function listFaqs(partnerId: string | null, signal?: AbortSignal) {
  const page = await api.call(membershipEndpoints.listFaqs, { query: { skip: 0, take: FAQ_TAKE_DEFAULT }, headers: partnerHeaders(partnerId ?? ''), signal });
  return page.items;
}

export function useFaqs() {
  const partnerId = useCurrentPartner().partnerId;
  return useQuery({ queryKey: [...membershipKey, 'faqs', partnerId], queryFn: ({ signal }) => listFaqs(partnerId, signal), enabled: partnerId !== null });
}
