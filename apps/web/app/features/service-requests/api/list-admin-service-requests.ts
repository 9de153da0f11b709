import type { AdminRequestsQuery } from '@pitstop/contracts';
import { serviceRequestsEndpoints } from '@pitstop/contracts/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { CONSOLE_QUERY_KEY } from '~/lib/console-queries';

/** The console's requests (docs/product/operations.md): every query of them starts with this key, so an action refreshes them all. */
export const adminRequestsKey = [...CONSOLE_QUERY_KEY, 'service-requests'] as const;

export type AdminRequestSearch = Pick<AdminRequestsQuery, 'q' | 'status' | 'from' | 'to'> & { page: number; perPage: number };

/** GET /v3/admin/service_requests: by id or part of the customer's email, state and UTC days, newest first. */
export async function listAdminServiceRequests(search: AdminRequestSearch, signal?: AbortSignal) {
  const { data, meta } = await api.call(serviceRequestsEndpoints.listAdminServiceRequests, { query: search, signal });
  return { requests: data, count: meta.count, countCapped: meta.countCapped };
}

export const adminServiceRequestsQueryOptions = (search: AdminRequestSearch) =>
  queryOptions({ queryKey: [...adminRequestsKey, 'list', search], queryFn: ({ signal }) => listAdminServiceRequests(search, signal) });

export const useAdminServiceRequests = (search: AdminRequestSearch) => useQuery({ ...adminServiceRequestsQueryOptions(search), placeholderData: keepPreviousData });
