import { serviceRequestsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export const serviceRequestKey = (id: string) => ['service-requests', id] as const;

/** One of the signed-in user's service requests, with its offers embedded, best rank first (docs/product/requests-and-offers.md). */
export async function getServiceRequest(id: string, signal?: AbortSignal) {
  const { data } = await api.call(serviceRequestsEndpoints.getServiceRequest, { params: { id }, signal });
  return data;
}

export type ServiceRequestView = Awaited<ReturnType<typeof getServiceRequest>>;
export type OfferView = ServiceRequestView['offers'][number];

export const serviceRequestQueryOptions = (id: string) =>
  queryOptions({ queryKey: serviceRequestKey(id), queryFn: ({ signal }) => getServiceRequest(id, signal) });

/** The request; `refetchInterval` polls it (the live page's fallback when its event stream is down). */
export const useServiceRequest = (id: string, { refetchInterval = false }: { refetchInterval?: number | false } = {}) =>
  useQuery({ ...serviceRequestQueryOptions(id), refetchInterval });
