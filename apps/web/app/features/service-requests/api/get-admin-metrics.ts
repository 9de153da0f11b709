import { serviceRequestsEndpoints } from '@pitstop/contracts/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { CONSOLE_QUERY_KEY } from '~/lib/console-queries';

/** GET /v3/admin/metrics?days=30|90: requests, offers, bookings and revenue by UTC day, with the period's totals. */
export async function getAdminMetrics(days: number, signal?: AbortSignal) {
  const { data } = await api.call(serviceRequestsEndpoints.getAdminMetrics, { query: { days }, signal });
  return data;
}

export type AdminMetricsView = Awaited<ReturnType<typeof getAdminMetrics>>;

export const adminMetricsQueryOptions = (days: number) => queryOptions({ queryKey: [...CONSOLE_QUERY_KEY, 'metrics', days], queryFn: ({ signal }) => getAdminMetrics(days, signal) });

export const useAdminMetrics = (days: number) => useQuery({ ...adminMetricsQueryOptions(days), placeholderData: keepPreviousData });
