import { standaloneAppointmentsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export const standaloneAppointmentKey = (id: string) => ['standalone-appointments', id] as const;

/** GET /v3/users/{userId}/standalone_appointments/{id} (docs/product/booking-and-payments.md): one of the signed-in user's appointments. */
export async function getStandaloneAppointment(userId: string, id: string, signal?: AbortSignal) {
  const { data } = await api.call(standaloneAppointmentsEndpoints.getUserStandaloneAppointment, { params: { userId, id }, signal });
  return data;
}

export type StandaloneAppointmentView = Awaited<ReturnType<typeof getStandaloneAppointment>>;

export const standaloneAppointmentQueryOptions = (userId: string, id: string) =>
  queryOptions({ queryKey: standaloneAppointmentKey(id), queryFn: ({ signal }) => getStandaloneAppointment(userId, id, signal) });

export const useStandaloneAppointment = (userId: string | null, id: string) =>
  useQuery({ ...standaloneAppointmentQueryOptions(userId ?? '', id), enabled: userId !== null });
