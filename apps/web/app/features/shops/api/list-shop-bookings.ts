import { bookingsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { shopKey } from './get-shop-locations';

/** A location's bookings and proposed times of one day, in its zone (GET /locations/:locationId/appointments?day=). */
export const shopBookingsQueryOptions = (input: { locationId: string; day: string }) =>
  queryOptions({
    queryKey: [...shopKey, 'bookings', input.locationId, input.day],
    queryFn: ({ signal }) => api.call(bookingsEndpoints.listShopBookings, { params: { locationId: input.locationId }, query: { day: input.day }, signal }),
  });
export const useShopBookings = (input: { locationId: string; day: string }) => useQuery(shopBookingsQueryOptions(input));
