import { bookingsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useInvalidateShop } from './get-shop-locations';

/** Propose another time: held for the customer to accept or reject. */
export const useProposeShopTime = () =>
  useMutation({
    mutationFn: ({ startsAt, ...params }: { locationId: string; appointmentId: string; startsAt: string }) =>
      api.call(bookingsEndpoints.proposeShopAppointmentTime, { params, body: { startsAt } }),
    onSuccess: useInvalidateShop(),
  });
