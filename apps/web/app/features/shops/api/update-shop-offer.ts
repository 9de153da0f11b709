import type { ShopBid } from '@pitstop/contracts';
import { shopsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useInvalidateShop } from './get-shop-locations';

/** Change the location's live hand offer (PUT /locations/:locationId/offers/:offerId). */
export async function updateShopOffer({ locationId, offerId, bid }: { locationId: string; offerId: string; bid: ShopBid }) {
  return api.call(shopsEndpoints.updateShopOffer, { params: { locationId, offerId }, body: bid });
}

export const useUpdateShopOffer = () => useMutation({ mutationFn: updateShopOffer, onSuccess: useInvalidateShop() });
