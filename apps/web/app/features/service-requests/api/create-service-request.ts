import type { ServiceRequestCreate } from '@pitstop/contracts';
import { serviceRequestsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { noteServiceRequestMade } from '~/lib/current-user';

/**
 * POST /v3/service_requests (docs/product/requests-and-offers.md): the request with its instant offers. The same `requestFormToken`
 * sent again answers the request it made the first time, never a second one.
 */
export async function createServiceRequest(body: ServiceRequestCreate) {
  const { data } = await api.call(serviceRequestsEndpoints.createServiceRequest, { body });
  return data;
}

/** The first request turns the navbar's search on (docs/product/search.md). */
export const useCreateServiceRequest = () => useMutation({ mutationFn: createServiceRequest, onSuccess: noteServiceRequestMade });
