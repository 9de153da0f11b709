import { bookingsEndpoints } from '@pitstop/contracts/endpoints';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export const proposalsKey = (requestId: string, offerId: string | null) => ['appointment-proposals', requestId, offerId ?? 'accepted'] as const;

/**
 * Free times at the offer's shop (docs/product/booking-and-payments.md): `first` (the week from the
 * first free day) or a day (YYYY-MM-DD, the week from it). `offerId` names the offer being booked; without it the
 * request's accepted offer (reschedule). A slot's `id` is its slot key.
 */
export async function listAppointmentProposals(
  { requestId, offerId, slotArg }: { requestId: string; offerId: string | null; slotArg: string },
  signal?: AbortSignal,
) {
  return api.call(bookingsEndpoints.listAppointmentProposals, {
    params: { id: requestId, slotArg },
    query: offerId ? { offerId } : {},
    signal,
  });
}

export type ProposalsPage = Awaited<ReturnType<typeof listAppointmentProposals>>;
export type SlotView = ProposalsPage['data'][number];

/** The weeks of free times, `first` then the following pages through `meta.nextDay`. */
export const proposalsInfiniteOptions = (requestId: string, offerId: string | null) =>
  infiniteQueryOptions({
    queryKey: proposalsKey(requestId, offerId),
    queryFn: ({ pageParam, signal }) => listAppointmentProposals({ requestId, offerId, slotArg: pageParam }, signal),
    initialPageParam: 'first',
    getNextPageParam: (last: ProposalsPage) => last.meta.nextDay ?? undefined,
    // Free times change as others book: a page opened again asks again.
    staleTime: 0,
  });

export const useAppointmentProposals = (requestId: string, offerId: string | null) =>
  useInfiniteQuery(proposalsInfiniteOptions(requestId, offerId));

/** The week from one day: where the confirm page finds the time chosen (a reload keeps it, a taken one is gone). */
export const proposalsOfDayOptions = (requestId: string, offerId: string | null, day: string) =>
  queryOptions({
    queryKey: [...proposalsKey(requestId, offerId), day] as const,
    queryFn: ({ signal }) => listAppointmentProposals({ requestId, offerId, slotArg: day }, signal),
    staleTime: 0,
  });

export const useProposalsOfDay = (requestId: string, offerId: string | null, day: string | null) =>
  useQuery({ ...proposalsOfDayOptions(requestId, offerId, day ?? ''), enabled: day !== null });
