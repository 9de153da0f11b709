import { bookingsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { appointmentsKey } from './list-appointments';

/** Moves the booking to another free time (PUT …/appointments with the slot key; docs/product/booking-and-payments.md). */
export async function scheduleAppointment({ requestId, slotKey }: { requestId: string; slotKey: string }) {
  const { data } = await api.call(bookingsEndpoints.scheduleAppointment, {
    params: { id: requestId },
    body: { srId: requestId, slotKey, autoschedule: false },
  });
  return data;
}

export function useScheduleAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: scheduleAppointment,
    onSettled: (_data, _error, { requestId }) => client.invalidateQueries({ queryKey: appointmentsKey(requestId) }),
  });
}
