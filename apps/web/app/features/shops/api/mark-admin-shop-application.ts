import type { AdminShopApplicationMark } from '@pitstop/contracts';
import { shopsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { CONSOLE_QUERY_KEY } from '~/lib/console-queries';
import { adminShopApplicationKey } from './get-admin-shop-application';

/** PUT /v3/admin/shop_applications/:id/handled: handled now by the caller (or still to handle), with an optional note. */
export async function markAdminShopApplication({ id, body }: { id: string; body: AdminShopApplicationMark }) {
  const { data } = await api.call(shopsEndpoints.markAdminShopApplication, { params: { id }, body });
  return data;
}

/** The application as it now is, and every console query read again (its audit entry shows at once). */
export function useMarkAdminShopApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAdminShopApplication,
    onSuccess: (application) => {
      client.setQueryData(adminShopApplicationKey(application.id), application);
      return client.invalidateQueries({ queryKey: CONSOLE_QUERY_KEY });
    },
  });
}
