import type { AppointmentType } from '@pitstop/contracts';
import { standaloneAppointmentsEndpoints } from '@pitstop/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** GET /v3/standalone_appointments/{locationId}/appointment_proposals: the location's free times for the type. */
export const useStandaloneProposals = (locationId: string | null, appointmentType: AppointmentType, day = 'first') =>
  useQuery({
    queryKey: ['standalone-proposals', locationId, appointmentType, day] as const,
    queryFn: ({ signal }) =>
      api.call(standaloneAppointmentsEndpoints.listStandaloneProposals, { params: { id: locationId ?? '' }, query: { appointmentType, day }, signal }),
    enabled: locationId !== null,
  });
