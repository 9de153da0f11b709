import type { ShopSettingsPatch } from '@pitstop/contracts';
import { shopsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useAdminShopAnswer } from './get-admin-shop-location';

/** PATCH /v3/admin/shop_locations/:locationId: the shop portal's settings, changed by an admin. */
export async function updateAdminShopSettings({ locationId, patch }: { locationId: string; patch: ShopSettingsPatch }) {
  const { data } = await api.call(shopsEndpoints.updateAdminShopSettings, { params: { locationId }, body: patch });
  return data;
}

export const useUpdateAdminShopSettings = () => useMutation({ mutationFn: updateAdminShopSettings, onSuccess: useAdminShopAnswer() });
