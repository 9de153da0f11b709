import type { ShopContact, ShopContactRequest } from '@pitstop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** POST /v3/shop_contact_requests (spec 000 §7): suggest a shop we should invite. */
export async function createShopContactRequest(input: ShopContactRequest): Promise<ShopContact> {
  const { data } = await api.main.post<ShopContact>('v3/shop_contact_requests', input);
  return data;
}

export const useCreateShopContactRequest = () => useMutation({ mutationFn: createShopContactRequest });
