import type { ShopSettingsPatch } from '@pitstop/contracts';
import { shopsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useInvalidateShop } from './get-shop-locations';

/** Change the location's settings (PATCH /locations/:locationId): any of them. */
export async function updateShopSettings({ locationId, patch }: { locationId: string; patch: ShopSettingsPatch }) {
  return api.call(shopsEndpoints.updateShopSettings, { params: { locationId }, body: patch });
}

export const useUpdateShopSettings = () => useMutation({ mutationFn: updateShopSettings, onSuccess: useInvalidateShop() });
