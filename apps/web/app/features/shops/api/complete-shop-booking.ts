import { bookingsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useInvalidateShop } from './get-shop-locations';

/** The job is done: the customer's card is charged the final total (never above the approved total). */
export const useCompleteShopBooking = () =>
  useMutation({
    mutationFn: ({ finalTotalCents, ...params }: { locationId: string; appointmentId: string; finalTotalCents: number }) =>
      api.call(bookingsEndpoints.completeShopAppointment, { params, body: { finalTotalCents } }),
    onSuccess: useInvalidateShop(),
  });
