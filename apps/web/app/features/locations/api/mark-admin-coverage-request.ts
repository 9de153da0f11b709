import { locationsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { CONSOLE_QUERY_KEY } from '~/lib/console-queries';

/** PUT /v3/admin/beta_contacts/:id/handled: handled now by the caller, or still to handle. */
export async function markAdminCoverageRequest({ id, handled }: { id: string; handled: boolean }) {
  const { data } = await api.call(locationsEndpoints.markAdminCoverageRequest, { params: { id }, body: { handled } });
  return data;
}

export function useMarkAdminCoverageRequest() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markAdminCoverageRequest, onSuccess: () => client.invalidateQueries({ queryKey: CONSOLE_QUERY_KEY }) });
}
