import type { AdminUserStatusChange } from '@pitstop/contracts';
import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { CONSOLE_QUERY_KEY } from '~/lib/console-queries';

/** POST /v3/admin/users/:userId/enable, with the reason the audit log keeps (ADR 078). */
export async function enableAdminUser({ userId, ...body }: AdminUserStatusChange & { userId: string }) {
  return (await api.call(accountsEndpoints.enableAdminUser, { params: { userId }, body })).data;
}

export function useEnableAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enableAdminUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEY }) });
}
