import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { membershipHeaders, useCurrentPartnerId } from '../partner-id';

/** Bill a subscription to another saved card (its gateway payment-method id) from now on. */
export function updatePaymentMethod(partnerId: string | null, id: string, paymentMethodId: string) {
  return api.call(membershipEndpoints.updatePaymentMethod, { params: { id }, body: { paymentMethodId }, headers: membershipHeaders(partnerId) });
}

export function useUpdatePaymentMethod() {
  const partnerId = useCurrentPartnerId();
  return useMutation({ mutationFn: ({ id, paymentMethodId }: { id: string; paymentMethodId: string }) => updatePaymentMethod(partnerId, id, paymentMethodId) });
}
