import type { ShopExtraLinesInput } from '@pitstop/contracts';
import { extraLinesEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { shopExtraLinesKey } from './list-shop-extra-lines';

/** The shop sends new extra lines on a booking; its list reloads. */
export function useSendExtraLines(params: { locationId: string; appointmentId: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ShopExtraLinesInput) => (await api.call(extraLinesEndpoints.createShopExtraLines, { params, body })).lines,
    onSuccess: () => client.invalidateQueries({ queryKey: shopExtraLinesKey(params) }),
  });
}
