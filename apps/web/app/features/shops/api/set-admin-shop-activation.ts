import type { AdminShopActivation } from '@pitstop/contracts';
import { shopsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useAdminShopAnswer } from './get-admin-shop-location';

/** PUT /v3/admin/shop_locations/:locationId/activation: on or off the marketplace, with a reason. */
export async function setAdminShopActivation({ locationId, body }: { locationId: string; body: AdminShopActivation }) {
  const { data } = await api.call(shopsEndpoints.setAdminShopActivation, { params: { locationId }, body });
  return data;
}

export const useSetAdminShopActivation = () => useMutation({ mutationFn: setAdminShopActivation, onSuccess: useAdminShopAnswer() });
