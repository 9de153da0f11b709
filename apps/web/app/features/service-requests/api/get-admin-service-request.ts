import { serviceRequestsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { adminRequestsKey } from './list-admin-service-requests';

/** The console's key of one request: a refund or void elsewhere refreshes it by this key. */
export const adminRequestKey = (id: string) => [...adminRequestsKey, 'one', id] as const;

/** GET /v3/admin/service_requests/:id: the request with its offers, bookings and every hold of theirs. */
export async function getAdminServiceRequest(id: string, signal?: AbortSignal) {
  const { data } = await api.call(serviceRequestsEndpoints.getAdminServiceRequest, { params: { id }, signal });
  return data;
}

export type AdminRequestView = Awaited<ReturnType<typeof getAdminServiceRequest>>;

export const adminServiceRequestQueryOptions = (id: string) => queryOptions({ queryKey: adminRequestKey(id), queryFn: ({ signal }) => getAdminServiceRequest(id, signal) });

export const useAdminServiceRequest = (id: string) => useQuery(adminServiceRequestQueryOptions(id));
