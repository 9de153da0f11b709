import type { AdminUserStatusChange } from '@pitstop/contracts';
import { accountsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { CONSOLE_QUERY_KEY } from '~/lib/console-queries';

/** POST /v3/admin/users/:userId/disable, with the reason the audit log keeps (ADR 078). */
export async function disableAdminUser({ userId, ...body }: AdminUserStatusChange & { userId: string }) {
  return (await api.call(accountsEndpoints.disableAdminUser, { params: { userId }, body })).data;
}

export function useDisableAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableAdminUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEY }) });
}
