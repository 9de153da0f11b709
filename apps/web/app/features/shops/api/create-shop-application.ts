import type { ShopApplicationRequest } from '@pitstop/contracts';
import { shopsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** A shop applies to join (POST /v3/shop_applications, no login). */
export async function createShopApplication(body: ShopApplicationRequest) {
  const { data } = await api.call(shopsEndpoints.createShopApplication, { body });
  return data;
}

export const useCreateShopApplication = () => useMutation({ mutationFn: createShopApplication });
