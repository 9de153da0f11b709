import { locationsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { CONSOLE_QUERY_KEY } from '~/lib/console-queries';

/** PUT /v3/admin/shop_contact_requests/:id/handled: handled now by the caller, or still to handle. */
export async function markAdminShopSuggestion({ id, handled }: { id: string; handled: boolean }) {
  const { data } = await api.call(locationsEndpoints.markAdminShopSuggestion, { params: { id }, body: { handled } });
  return data;
}

export function useMarkAdminShopSuggestion() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markAdminShopSuggestion, onSuccess: () => client.invalidateQueries({ queryKey: CONSOLE_QUERY_KEY }) });
}
