import type { OfferUnaccept } from '@pitstop/contracts';
import { bookingsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { appointmentsKey } from './list-appointments';

/**
 * PUT /v3/service_requests/{id}/offers/{offerId}/unaccept {reason_unaccepted} (docs/product/booking-and-payments.md): back from a booking
 * to the estimates — the time and the hold on the card are released, the request is open again.
 */
export function useUnacceptOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestId, offerId, body }: { requestId: string; offerId: string; body: OfferUnaccept }) =>
      (await api.call(bookingsEndpoints.unacceptOffer, { params: { id: requestId, offerId }, body })).data,
    onSuccess: async (request) => {
      client.setQueryData(['service-requests', request.id], request);
      void client.invalidateQueries({ queryKey: ['service-requests', 'list'] });
      await client.invalidateQueries({ queryKey: appointmentsKey(request.id) });
    },
  });
}
