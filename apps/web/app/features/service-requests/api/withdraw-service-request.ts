import type { WithdrawQuery } from '@pitstop/contracts';
import { serviceRequestsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { serviceRequestKey } from './get-service-request';

/** Withdraws an open request with the reason kept (docs/product/requests-and-offers.md: DELETE with reason_withdrawn, …, come_back). */
export async function withdrawServiceRequest({ id, query }: { id: string; query: WithdrawQuery }) {
  const { data } = await api.call(serviceRequestsEndpoints.withdrawServiceRequest, { params: { id }, query });
  return data;
}

/** On success the request in the cache is the withdrawn one the server answered. */
export function useWithdrawServiceRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawServiceRequest,
    onSuccess: (request) => client.setQueryData(serviceRequestKey(request.id), request),
  });
}
