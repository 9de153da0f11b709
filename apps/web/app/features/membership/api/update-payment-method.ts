import { membershipEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useCurrentPartner } from '../hooks/use-partner-id';
import { partnerHeaders } from './partner-header';

/** Bill a subscription to another saved card (its gateway payment-method id) from now on. */
export function updatePaymentMethod(partnerId: string | null, id: string, paymentMethodId: string) {
  return api.call(membershipEndpoints.updatePaymentMethod, { params: { id }, body: { paymentMethodId }, headers: partnerHeaders(partnerId ?? '') });
}

export function useUpdatePaymentMethod() {
  const partnerId = useCurrentPartner().partnerId;
  return useMutation({ mutationFn: ({ id, paymentMethodId }: { id: string; paymentMethodId: string }) => updatePaymentMethod(partnerId, id, paymentMethodId) });
}
