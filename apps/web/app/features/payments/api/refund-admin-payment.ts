import type { AdminRefundCreate } from '@pitstop/contracts';
import { paymentsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { CONSOLE_QUERY_KEY } from '~/lib/console-queries';

/**
 * POST /v3/admin/payment_authorisations/:id/refunds: `key` is the refund dialog's own (made when it opens), so a
 * retry of the same refund never gives money back twice.
 */
export async function refundAdminPayment({ id, key, body }: { id: string; key: string; body: AdminRefundCreate }) {
  const { data } = await api.call(paymentsEndpoints.refundAdminPayment, { params: { id }, headers: { 'Idempotency-Key': key }, body });
  return data;
}

/** After a refund, the console's views of requests read again (every key under ['admin']). */
export function useRefundAdminPayment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: refundAdminPayment, onSuccess: () => client.invalidateQueries({ queryKey: CONSOLE_QUERY_KEY }) });
}
