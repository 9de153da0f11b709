import { bookingsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { appointmentsKey } from './list-appointments';

/**
 * DELETE …/appointments (docs/product/booking-and-payments.md): with `appointmentId` rejects that time the shop proposed; without it
 * cancels the booking (the slot and the card hold are released, the request goes back to its offers).
 */
export async function deleteAppointment({ requestId, appointmentId }: { requestId: string; appointmentId?: string }) {
  const { data } = await api.call(bookingsEndpoints.deleteAppointment, {
    params: { id: requestId },
    query: appointmentId ? { appointmentId } : {},
  });
  return data;
}

export function useDeleteAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointment,
    onSuccess: async (request) => {
      client.setQueryData(['service-requests', request.id], request);
      // The lists of the person's requests (the signed-in home) move it from booked back to open.
      void client.invalidateQueries({ queryKey: ['service-requests', 'list'] });
      await client.invalidateQueries({ queryKey: appointmentsKey(request.id) });
    },
  });
}
