import type { AppointmentType } from '@pitstop/contracts';
import { standaloneAppointmentsEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** GET /v3/standalone_appointments/locations: the locations near the zip that take the type, nearest first. */
export const useStandaloneLocations = (zipcode: string | null, appointmentType: AppointmentType) =>
  useQuery({
    queryKey: ['standalone-locations', zipcode, appointmentType] as const,
    queryFn: async ({ signal }) =>
      (await api.call(standaloneAppointmentsEndpoints.listStandaloneLocations, { query: { zipcode: zipcode ?? '', appointmentType }, signal })).data,
    enabled: zipcode !== null,
  });
