import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { adminUsersKey } from './list-admin-users';

/** GET /v3/admin/users/:userId: one account as the consoles see it (ADR 078). */
export async function getAdminUser(userId: string, signal?: AbortSignal) {
  return (await api.call(accountsEndpoints.getAdminUser, { params: { userId }, signal })).data;
}

export type AdminUserView = Awaited<ReturnType<typeof getAdminUser>>;

export const adminUserQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [...adminUsersKey, 'one', userId], queryFn: ({ signal }) => getAdminUser(userId, signal) });

export const useAdminUser = (userId: string) => useQuery(adminUserQueryOptions(userId));
