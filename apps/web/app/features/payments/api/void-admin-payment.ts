import type { AdminVoidCreate } from '@pitstop/contracts';
import { paymentsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { CONSOLE_QUERY_KEY } from '~/lib/console-queries';

/** POST /v3/admin/payment_authorisations/:id/void: the hold given back, with a reason. */
export async function voidAdminPayment({ id, body }: { id: string; body: AdminVoidCreate }) {
  const { data } = await api.call(paymentsEndpoints.voidAdminPayment, { params: { id }, body });
  return data;
}

export function useVoidAdminPayment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: voidAdminPayment, onSuccess: () => client.invalidateQueries({ queryKey: CONSOLE_QUERY_KEY }) });
}
