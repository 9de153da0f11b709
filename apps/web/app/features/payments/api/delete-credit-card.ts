import { paymentsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { creditCardsKey } from './list-credit-cards';

/** Deletes a saved card (docs/product/booking-and-payments.md); refused while it backs an unpaid booking. */
export async function deleteCreditCard(id: string) {
  await api.call(paymentsEndpoints.deleteCreditCard, { params: { id } });
}

export function useDeleteCreditCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCreditCard, onSettled: () => client.invalidateQueries({ queryKey: creditCardsKey }) });
}
