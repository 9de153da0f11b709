import type { ShopContactRequest } from '@pitstop/contracts';
import { locationsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** Suggest a shop we should invite. */
export async function createShopContactRequest(body: ShopContactRequest) {
  const { data } = await api.call(locationsEndpoints.createShopContactRequest, { body });
  return data;
}

export const useCreateShopContactRequest = () => useMutation({ mutationFn: createShopContactRequest });
