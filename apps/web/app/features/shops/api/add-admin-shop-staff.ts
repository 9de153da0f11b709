import type { AdminShopStaffCreate } from '@pitstop/contracts';
import { shopsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useAdminShopAnswer } from './get-admin-shop-location';

/** POST /v3/admin/shop_locations/:locationId/staff: an account made staff of the location, by its email. */
export async function addAdminShopStaff({ locationId, body }: { locationId: string; body: AdminShopStaffCreate }) {
  const { data } = await api.call(shopsEndpoints.addAdminShopStaff, { params: { locationId }, body });
  return data;
}

export const useAddAdminShopStaff = () => useMutation({ mutationFn: addAdminShopStaff, onSuccess: useAdminShopAnswer() });
