import { shopsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useInvalidateShop } from './get-shop-locations';

/** Withdraw the location's live hand offer (DELETE /locations/:locationId/offers/:offerId). */
export async function withdrawShopOffer({ locationId, offerId }: { locationId: string; offerId: string }): Promise<void> {
  await api.call(shopsEndpoints.withdrawShopOffer, { params: { locationId, offerId } });
}

export const useWithdrawShopOffer = () => useMutation({ mutationFn: withdrawShopOffer, onSuccess: useInvalidateShop() });
