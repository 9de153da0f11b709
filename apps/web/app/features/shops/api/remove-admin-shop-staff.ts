import { shopsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useAdminShopAnswer } from './get-admin-shop-location';

/** DELETE /v3/admin/shop_locations/:locationId/staff/:userId: the account no longer staff there. */
export async function removeAdminShopStaff({ locationId, userId }: { locationId: string; userId: string }) {
  const { data } = await api.call(shopsEndpoints.removeAdminShopStaff, { params: { locationId, userId } });
  return data;
}

export const useRemoveAdminShopStaff = () => useMutation({ mutationFn: removeAdminShopStaff, onSuccess: useAdminShopAnswer() });
