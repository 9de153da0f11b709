import type { ShopBid } from '@pitstop/contracts';
import { shopsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useInvalidateShop } from './get-shop-locations';

/** Send an offer by hand (POST /locations/:locationId/requests/:requestId/offers): the server prices it. */
export async function createShopOffer({ locationId, requestId, bid }: { locationId: string; requestId: string; bid: ShopBid }) {
  return api.call(shopsEndpoints.createShopOffer, { params: { locationId, requestId }, body: bid });
}

export const useCreateShopOffer = () => useMutation({ mutationFn: createShopOffer, onSuccess: useInvalidateShop() });
