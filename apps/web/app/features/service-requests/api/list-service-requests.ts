import type { ServiceRequestScope } from '@pitstop/contracts';
import { serviceRequestsEndpoints } from '@pitstop/contracts/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** How often a list is read again while shown: the fallback for what no stream tells it (a booking moved by the shop). */
export const LIST_POLL_MS = 60_000;

export const serviceRequestListKey = (userId: string, scope: ServiceRequestScope, page: number) =>
  ['service-requests', 'list', userId, scope, page] as const;

/**
 * GET /v3/users/{userId}/service_requests/{scope} (page and per_page, 5 a page; docs/product/requests-and-offers.md): the signed-in
 * user's open, booked or past requests, each with its booking (`booking`) and the offers new since the last look.
 */
export async function listServiceRequests(userId: string, scope: ServiceRequestScope, page: number, signal?: AbortSignal) {
  return api.call(serviceRequestsEndpoints.listUserServiceRequestsInScope, { params: { userId, scope }, query: { page }, signal });
}

export type ServiceRequestListReply = Awaited<ReturnType<typeof listServiceRequests>>;
export type ServiceRequestListItemView = ServiceRequestListReply['data'][number];

export const serviceRequestListQueryOptions = (userId: string, scope: ServiceRequestScope, page: number) =>
  queryOptions({
    queryKey: serviceRequestListKey(userId, scope, page),
    queryFn: ({ signal }) => listServiceRequests(userId, scope, page, signal),
    refetchInterval: LIST_POLL_MS,
    placeholderData: keepPreviousData,
  });

export const useServiceRequestList = (userId: string | null, scope: ServiceRequestScope, page = 1) =>
  useQuery({ ...serviceRequestListQueryOptions(userId ?? '', scope, page), enabled: userId !== null });
