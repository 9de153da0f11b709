import { auditEndpoints } from '@pitstop/contracts/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { CONSOLE_QUERY_KEY } from '~/lib/console-queries';

export interface AuditLogFilter {
  subjectType?: string;
  subjectId?: string;
  page: number;
  perPage: number;
}

/** GET /v3/admin/audit_log: who did what to which record, newest first (ADR 078). */
export async function listAuditLog(filter: AuditLogFilter, signal?: AbortSignal) {
  const { data, meta } = await api.call(auditEndpoints.listAuditLog, { query: filter, signal });
  return { entries: data, count: meta.count };
}

export const auditLogQueryOptions = (filter: AuditLogFilter) =>
  queryOptions({ queryKey: [...CONSOLE_QUERY_KEY, 'audit-log', filter], queryFn: ({ signal }) => listAuditLog(filter, signal) });

export const useAuditLog = (filter: AuditLogFilter) => useQuery({ ...auditLogQueryOptions(filter), placeholderData: keepPreviousData });
