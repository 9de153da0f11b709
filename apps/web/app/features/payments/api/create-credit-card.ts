import { paymentsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { type SavedCardView, creditCardsKey } from './list-credit-cards';

/** Saves the card whose setup succeeded, by its payment-method id (docs/product/booking-and-payments.md). */
export async function createCreditCard(paymentMethod: string) {
  const { data } = await api.call(paymentsEndpoints.createCreditCard, { body: { stripeCustomerToken: paymentMethod } });
  return data;
}

/**
 * The saved card goes into the cached list at once (newest first, as the API lists them): the page that comes
 * next (confirm, with `?card=` naming it) must find it there, not in a list read before it existed. The list is
 * then read again in the background.
 */
export function useCreateCreditCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCreditCard,
    onSuccess: (card) =>
      client.setQueryData<SavedCardView[]>(creditCardsKey, (cards) => (cards ? [card, ...cards.filter((other) => other.id !== card.id)] : undefined)),
    onSettled: () => client.invalidateQueries({ queryKey: creditCardsKey }),
  });
}
