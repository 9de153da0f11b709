import { paymentsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export const creditCardsKey = ['credit-cards'] as const;

/** The signed-in user's saved cards, newest first (docs/product/booking-and-payments.md). */
export async function listCreditCards(signal?: AbortSignal) {
  const { data } = await api.call(paymentsEndpoints.listCreditCards, { signal });
  return data;
}

export type SavedCardView = Awaited<ReturnType<typeof listCreditCards>>[number];

export const creditCardsQueryOptions = () => queryOptions({ queryKey: creditCardsKey, queryFn: ({ signal }) => listCreditCards(signal) });

export const useCreditCards = () => useQuery(creditCardsQueryOptions());
