import type { CardDetailsInput } from '@pitstop/contracts';
import { paymentsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { creditCardsKey } from './list-credit-cards';

/** A saved card's new name, expiry and billing address (docs/product/booking-and-payments.md). */
export async function updateCreditCard({ id, details }: { id: string; details: CardDetailsInput }) {
  const { data } = await api.call(paymentsEndpoints.updateCreditCard, { params: { id }, body: { id, newCardDetails: details } });
  return data;
}

export function useUpdateCreditCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateCreditCard, onSettled: () => client.invalidateQueries({ queryKey: creditCardsKey }) });
}
