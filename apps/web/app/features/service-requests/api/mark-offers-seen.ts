import { serviceRequestsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { type ServiceRequestView, serviceRequestKey } from './get-service-request';

/**
 * PUT /v3/users/service_requests/{id}/seen (docs/product/signed-in-home.md): the owner has looked at the offers; the lists count only
 * what comes after. The lists are read again next time they show.
 */
export function useMarkOffersSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.call(serviceRequestsEndpoints.markOffersSeen, { params: { id } })).data,
    onSuccess: ({ id, offersSeenAt, newOfferCount }) => {
      // Only the mark: the page's copy may hold offers the stream brought since this reply was read.
      queryClient.setQueryData<ServiceRequestView>(serviceRequestKey(id), (current) => current && { ...current, offersSeenAt, newOfferCount });
      void queryClient.invalidateQueries({ queryKey: ['service-requests', 'list'] });
    },
  });
}
