import { bookingsEndpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

export const appointmentsKey = (requestId: string) => ['appointments', requestId] as const;

/** The request's appointment and any time the shop proposed (docs/product/booking-and-payments.md). */
export async function listAppointments(requestId: string, signal?: AbortSignal) {
  const { data } = await api.call(bookingsEndpoints.listAppointments, { params: { id: requestId }, signal });
  return data;
}

export type AppointmentView = Awaited<ReturnType<typeof listAppointments>>[number];

export const appointmentsQueryOptions = (requestId: string) =>
  queryOptions({ queryKey: appointmentsKey(requestId), queryFn: ({ signal }) => listAppointments(requestId, signal) });

export const useAppointments = (requestId: string) => useQuery(appointmentsQueryOptions(requestId));

/** The booking itself (booked or completed), not a time the shop proposed. */
export const currentBooking = (appointments: readonly AppointmentView[]) =>
  appointments.find((appointment) => appointment.status === 'booked' || appointment.status === 'completed') ?? null;

/** Times the shop proposed that wait for the customer's answer. */
export const shopProposals = (appointments: readonly AppointmentView[]) =>
  appointments.filter((appointment) => appointment.status === 'proposed');
