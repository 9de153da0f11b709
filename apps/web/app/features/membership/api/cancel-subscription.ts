import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useCurrentPartner } from '../hooks/use-partner-id';
import { partnerHeaders } from './partner-header';
import { membershipKey } from './keys';

/** Cancel: the membership lasts to the end of the paid period and is not renewed. */
export function cancelSubscription(partnerId: string | null, id: string) {
  return api.call(membershipEndpoints.cancelSubscription, { params: { id }, headers: partnerHeaders(partnerId ?? '') });
}

export function useCancelSubscription() {
  const partnerId = useCurrentPartner().partnerId;
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelSubscription(partnerId, id),
    onSettled: () => client.invalidateQueries({ queryKey: membershipKey }),
  });
}
