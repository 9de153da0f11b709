import type { OfferBooking } from '@pitstop/contracts';
import { bookingsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { appointmentsKey } from './list-appointments';

/**
 * Books an offer (docs/product/booking-and-payments.md): the time (a proposal's `startsAt`),
 * the card, the rewards in cents (max rewards × 100) and the service address, as the booking attempt named by
 * `attemptKey` (the `Idempotency-Key` header, ADR 045). Answers the booked request.
 */
export async function bookOffer({ requestId, offerId, body, attemptKey }: { requestId: string; offerId: string; body: OfferBooking; attemptKey: string }) {
  const { data } = await api.call(bookingsEndpoints.bookOffer, {
    params: { id: requestId, offerId },
    body: { srId: requestId, id: offerId, ...body },
    headers: { 'Idempotency-Key': attemptKey },
  });
  return data;
}

/** On success the request's queries (its document, its appointments) are read again. */
export function useBookOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bookOffer,
    onSuccess: async (request) => {
      client.setQueryData(['service-requests', request.id], request);
      await client.invalidateQueries({ queryKey: appointmentsKey(request.id) });
    },
  });
}
