import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { CONSOLE_QUERY_KEY } from '~/lib/console-queries';

/** The consoles' users (ADR 078): every query of them starts with this key, so an action refreshes them all. */
export const adminUsersKey = [...CONSOLE_QUERY_KEY, 'users'] as const;

export interface AdminUserSearch {
  q: string;
  page: number;
  perPage: number;
}

/** GET /v3/admin/users?q=&page=&per_page=: accounts by email, name or phone, newest first. */
export async function listAdminUsers({ q, page, perPage }: AdminUserSearch, signal?: AbortSignal) {
  const { data, meta } = await api.call(accountsEndpoints.listAdminUsers, { query: { q: q.trim() || undefined, page, perPage }, signal });
  return { users: data, count: meta.count, countCapped: meta.countCapped };
}

export const adminUsersQueryOptions = (search: AdminUserSearch) =>
  queryOptions({ queryKey: [...adminUsersKey, 'list', search], queryFn: ({ signal }) => listAdminUsers(search, signal) });

export const useAdminUsers = (search: AdminUserSearch) => useQuery({ ...adminUsersQueryOptions(search), placeholderData: keepPreviousData });
