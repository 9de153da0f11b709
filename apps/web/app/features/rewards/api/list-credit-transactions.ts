import { rewardsEndpoints } from '@pitstop/contracts/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, api } from '~/lib/api-client';

/** The rewards ledger a page holds. */
export const CREDIT_TRANSACTIONS_PER_PAGE = 10;

/** GET /v3/users/credit_transactions: the user's rewards ledger, newest first, one page. */
export async function listCreditTransactions(page: number, signal?: AbortSignal, client: ApiClient = api) {
  const { data, meta } = await client.call(rewardsEndpoints.listCreditTransactions, { query: { page, perPage: CREDIT_TRANSACTIONS_PER_PAGE }, signal });
  return { transactions: data, count: meta.count };
}

export const creditTransactionsQueryOptions = (page: number, client: ApiClient = api) =>
  queryOptions({ queryKey: ['rewards', 'credit-transactions', page], queryFn: ({ signal }) => listCreditTransactions(page, signal, client) });

export const useCreditTransactions = (page: number) => useQuery({ ...creditTransactionsQueryOptions(page), placeholderData: keepPreviousData });
