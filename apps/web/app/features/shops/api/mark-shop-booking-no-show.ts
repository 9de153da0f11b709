import { bookingsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useInvalidateShop } from './get-shop-locations';

/** The customer did not come (after the start): the booking ends and the customer is emailed (ADR 046). */
export const useMarkShopBookingNoShow = () =>
  useMutation({
    mutationFn: (params: { locationId: string; appointmentId: string }) => api.call(bookingsEndpoints.markShopAppointmentNoShow, { params }),
    onSuccess: useInvalidateShop(),
  });
