import { standaloneAppointmentsEndpoints } from '@pitstop/contracts/endpoints';
import { api } from '~/lib/api-client';

/** GET /v3/users/{userId}/standalone_appointments/upcoming: the signed-in user's appointments still to come, soonest first. */
export const listUpcomingStandaloneAppointments = (userId: string, page: number, signal?: AbortSignal) =>
  api.call(standaloneAppointmentsEndpoints.listUserUpcomingStandaloneAppointments, { params: { userId }, query: { page }, signal });
