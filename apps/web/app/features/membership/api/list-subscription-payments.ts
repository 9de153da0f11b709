import { PAYMENTS_TAKE_DEFAULT } from '@pitstop/contracts';
import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useCurrentPartner } from '../hooks/use-partner-id';
import { partnerHeaders } from './partner-header';
import { membershipKey } from './keys';

/** One page of a subscription's payments, newest first (spec 001 §9: skip 0, take 10), with their count. */
export function listSubscriptionPayments(partnerId: string | null, id: string, skip: number, signal?: AbortSignal) {
  return api.call(membershipEndpoints.listSubscriptionPayments, {
    params: { id },
    query: { skip, take: PAYMENTS_TAKE_DEFAULT, total: true, order: 'desc' },
    headers: partnerHeaders(partnerId ?? ''),
    signal,
  });
}

export function useSubscriptionPayments(id: string, skip: number) {
  const partnerId = useCurrentPartner().partnerId;
  return useQuery({
    queryKey: [...membershipKey, 'payments', partnerId, id, skip],
    queryFn: ({ signal }) => listSubscriptionPayments(partnerId, id, skip, signal),
    enabled: partnerId !== null,
    placeholderData: keepPreviousData,
  });
}
