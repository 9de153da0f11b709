import type { StandaloneAppointmentCreate } from '@pitstop/contracts';
import { standaloneAppointmentsEndpoints } from '@pitstop/contracts/endpoints';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** PUT /v3/standalone_appointments/{id}/cancel: the time is free again; the page shows the cancelled appointment. */
export function useCancelStandaloneAppointment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.call(standaloneAppointmentsEndpoints.cancelStandaloneAppointment, { params: { id } })).data,
    onSuccess: (appointment) => queryClient.setQueryData(standaloneAppointmentKey(id), appointment),
  });
}

/**
 * GET /v3/users/{userId}/standalone_appointments[/upcoming] (docs/product/booking-and-payments.md, page and per_page): the signed-in user's
 * appointments booked directly, latest first — or those still to come, soonest first. Read again every minute while
 * shown (nothing streams them).
 */
export const useStandaloneAppointmentList = (userId: string | null, which: 'upcoming' | 'all', page = 1) =>
  useQuery({
    queryKey: ['standalone-appointments', 'list', userId, which, page] as const,
    queryFn: ({ signal }) => {
      const options = { params: { userId: userId ?? '' }, query: { page }, signal };
      return which === 'upcoming'
        ? api.call(standaloneAppointmentsEndpoints.listUserUpcomingStandaloneAppointments, options)
        : api.call(standaloneAppointmentsEndpoints.listUserStandaloneAppointments, options);
    },
    enabled: userId !== null,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });

type AppointmentType = 'service' | 'car_wash' | 'collision';

/** GET /v3/standalone_appointments/locations: the locations near the zip that take the type, nearest first. */
export const useStandaloneLocations = (zipcode: string | null, appointmentType: AppointmentType) =>
  useQuery({
    queryKey: ['standalone-locations', zipcode, appointmentType] as const,
    queryFn: async ({ signal }) =>
      (await api.call(standaloneAppointmentsEndpoints.listStandaloneLocations, { query: { zipcode: zipcode ?? '', appointmentType }, signal })).data,
    enabled: zipcode !== null,
  });

/** GET /v3/standalone_appointments/{locationId}/appointment_proposals: the location's free times for the type. */
export const useStandaloneProposals = (locationId: string | null, appointmentType: AppointmentType, day = 'first') =>
  useQuery({
    queryKey: ['standalone-proposals', locationId, appointmentType, day] as const,
    queryFn: async ({ signal }) => {
      const reply = await api.call(standaloneAppointmentsEndpoints.listStandaloneProposals, {
        params: { id: locationId ?? '' },
        query: { appointmentType, day },
        signal,
      });
      return reply;
    },
    enabled: locationId !== null,
  });

/** POST /v3/standalone_appointments with the spec's appointment parameters. */
export const useCreateStandaloneAppointment = () =>
  useMutation({
    mutationFn: async (body: StandaloneAppointmentCreate) => (await api.call(standaloneAppointmentsEndpoints.createStandaloneAppointment, { body })).data,
  });
