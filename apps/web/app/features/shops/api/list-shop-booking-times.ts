import { bookingsEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { shopKey } from './get-shop-locations';

/** The free times the shop may propose for a booking, a week from a day. */
export const useShopBookingTimes = (input: { locationId: string; appointmentId: string; day: string }) =>
  useQuery({
    queryKey: [...shopKey, 'booking-times', input.locationId, input.appointmentId, input.day],
    queryFn: ({ signal }) =>
      api.call(bookingsEndpoints.listShopBookingTimes, {
        params: { locationId: input.locationId, appointmentId: input.appointmentId },
        query: { day: input.day },
        signal,
      }),
  });
