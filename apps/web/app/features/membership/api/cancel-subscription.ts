import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { membershipHeaders, useCurrentPartnerId } from '../partner-id';
import { membershipKey } from './keys';

/** Cancel: the membership lasts to the end of the paid period and is not renewed. */
export function cancelSubscription(partnerId: string | null, id: string) {
  return api.call(membershipEndpoints.cancelSubscription, { params: { id }, headers: membershipHeaders(partnerId) });
}

export function useCancelSubscription() {
  const partnerId = useCurrentPartnerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelSubscription(partnerId, id),
    onSettled: () => client.invalidateQueries({ queryKey: membershipKey }),
  });
}
