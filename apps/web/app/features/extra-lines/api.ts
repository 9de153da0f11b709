import type { ExtraLine, ShopExtraLinesInput } from '@pitstop/contracts';
import { extraLinesEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/**
 * Extra work on a booked job (docs/product/booking-and-payments.md, contracts extra-lines.ts): the customer's lines to approve or
 * decline, and the shop's lines with the form that sends them.
 */
export const extraLinesKey = ['extra-lines'] as const;

export async function listExtraLines(id: string, signal?: AbortSignal): Promise<ExtraLine[]> {
  const { data } = await api.call(extraLinesEndpoints.listExtraLines, { params: { id }, signal });
  return data as ExtraLine[];
}

export const extraLinesQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...extraLinesKey, 'customer', id], queryFn: ({ signal }) => listExtraLines(id, signal) });
export const useExtraLines = (id: string) => useQuery(extraLinesQueryOptions(id));

export function useDecideExtraLine(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ lineId, decision }: { lineId: string; decision: 'approve' | 'decline' }) => {
      const { data } = await api.call(extraLinesEndpoints.decideExtraLine, { params: { id, lineId }, body: { decision } });
      return data as ExtraLine;
    },
    // A refused hold leaves the line proposed with the provider's words: reload either way.
    onSettled: () => client.invalidateQueries({ queryKey: [...extraLinesKey, 'customer', id] }),
  });
}

/** The line's photo as an object URL (the route needs the bearer token, so an <img src> cannot fetch it itself). */
export async function extraLinePhotoUrl(params: { id: string; lineId: string } | { locationId: string; appointmentId: string; lineId: string }, signal?: AbortSignal) {
  const stream =
    'id' in params
      ? await api.open(extraLinesEndpoints.getExtraLinePhoto, { params, signal })
      : await api.open(extraLinesEndpoints.getShopExtraLinePhoto, { params, signal });
  return URL.createObjectURL(await new Response(stream).blob());
}

/** A booking's extra lines for its shop, with the booking they are for. */
export async function listShopExtraLines(params: { locationId: string; appointmentId: string }, signal?: AbortSignal) {
  return api.call(extraLinesEndpoints.listShopExtraLines, { params, signal });
}

export const useShopExtraLines = (params: { locationId: string; appointmentId: string }) =>
  useQuery({ queryKey: [...extraLinesKey, 'shop', params.locationId, params.appointmentId], queryFn: ({ signal }) => listShopExtraLines(params, signal) });

export function useSendExtraLines(params: { locationId: string; appointmentId: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ShopExtraLinesInput) => (await api.call(extraLinesEndpoints.createShopExtraLines, { params, body })).lines,
    onSuccess: () => client.invalidateQueries({ queryKey: [...extraLinesKey, 'shop', params.locationId, params.appointmentId] }),
  });
}
