import { bookingsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { appointmentsKey } from './list-appointments';

/** Accepts a time the shop proposed (docs/product/booking-and-payments.md): the booking moves there. */
export async function acceptAppointmentProposal({ appointmentId }: { requestId: string; appointmentId: string }) {
  const { data } = await api.call(bookingsEndpoints.acceptAppointmentProposal, { body: { appointmentId } });
  return data;
}

export function useAcceptAppointmentProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptAppointmentProposal,
    onSettled: (_data, _error, { requestId }) => client.invalidateQueries({ queryKey: appointmentsKey(requestId) }),
  });
}
