import type { ExtraLine } from '@pitstop/contracts';
import { extraLinesEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/**
 * Extra work on a booked job (docs/product/booking-and-payments.md, contracts extra-lines.ts): every query of it
 * lives under this key, the customer's lines to approve or decline and the shop's lines with the form that sends them.
 */
export const extraLinesKey = ['extra-lines'] as const;

/** The customer's extra lines of a booked request. */
export async function listExtraLines(id: string, signal?: AbortSignal): Promise<ExtraLine[]> {
  const { data } = await api.call(extraLinesEndpoints.listExtraLines, { params: { id }, signal });
  return data as ExtraLine[];
}

export const extraLinesQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...extraLinesKey, 'customer', id], queryFn: ({ signal }) => listExtraLines(id, signal) });
export const useExtraLines = (id: string) => useQuery(extraLinesQueryOptions(id));
