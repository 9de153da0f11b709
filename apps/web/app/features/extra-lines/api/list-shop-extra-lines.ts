import { extraLinesEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { extraLinesKey } from './list-extra-lines';

type ShopBooking = { locationId: string; appointmentId: string };

/** A booking's extra lines for its shop, with the booking they are for. */
export async function listShopExtraLines(params: ShopBooking, signal?: AbortSignal) {
  return api.call(extraLinesEndpoints.listShopExtraLines, { params, signal });
}

export const shopExtraLinesKey = (params: ShopBooking) => [...extraLinesKey, 'shop', params.locationId, params.appointmentId];
export const useShopExtraLines = (params: ShopBooking) =>
  useQuery({ queryKey: shopExtraLinesKey(params), queryFn: ({ signal }) => listShopExtraLines(params, signal) });
