import { locationsEndpoints } from '@pitstop/contracts/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { CONSOLE_QUERY_KEY } from '~/lib/console-queries';

export const adminCoverageRequestsKey = [...CONSOLE_QUERY_KEY, 'coverage-requests'] as const;

export interface CoverageListSearch {
  handled?: 'true' | 'false';
  page: number;
  perPage: number;
}

/** GET /v3/admin/beta_contacts: the requests to be told when shops join near a zip, newest first. */
export async function listAdminCoverageRequests(search: CoverageListSearch, signal?: AbortSignal) {
  const { data, meta } = await api.call(locationsEndpoints.listAdminCoverageRequests, { query: search, signal });
  return { rows: data, count: meta.count };
}

export const listAdminCoverageRequestsQueryOptions = (search: CoverageListSearch) =>
  queryOptions({ queryKey: [...adminCoverageRequestsKey, search], queryFn: ({ signal }) => listAdminCoverageRequests(search, signal) });

export const useListAdminCoverageRequests = (search: CoverageListSearch) => useQuery({ ...listAdminCoverageRequestsQueryOptions(search), placeholderData: keepPreviousData });
