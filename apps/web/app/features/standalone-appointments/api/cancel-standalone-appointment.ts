import { standaloneAppointmentsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { standaloneAppointmentKey } from './get-standalone-appointment';

/** PUT /v3/standalone_appointments/{id}/cancel: the time is free again; the page shows the cancelled appointment. */
export async function cancelStandaloneAppointment(id: string) {
  const { data } = await api.call(standaloneAppointmentsEndpoints.cancelStandaloneAppointment, { params: { id } });
  return data;
}

export function useCancelStandaloneAppointment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelStandaloneAppointment(id),
    onSuccess: (appointment) => queryClient.setQueryData(standaloneAppointmentKey(id), appointment),
  });
}
