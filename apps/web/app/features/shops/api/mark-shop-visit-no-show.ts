import { standaloneAppointmentsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useInvalidateShop } from './get-shop-locations';

/** The customer did not come to a standalone appointment (after the start): its bay is free again, the customer is emailed (ADR 046). */
export const useMarkShopVisitNoShow = () =>
  useMutation({
    mutationFn: (params: { locationId: string; appointmentId: string }) => api.call(standaloneAppointmentsEndpoints.markShopStandaloneNoShow, { params }),
    onSuccess: useInvalidateShop(),
  });
