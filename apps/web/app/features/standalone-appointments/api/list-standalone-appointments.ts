import { standaloneAppointmentsEndpoints } from '@pitstop/contracts/endpoints';
import { api } from '~/lib/api-client';

/** GET /v3/users/{userId}/standalone_appointments (page and per_page; docs/product/booking-and-payments.md): the signed-in user's appointments booked directly, latest first. */
export const listStandaloneAppointments = (userId: string, page: number, signal?: AbortSignal) =>
  api.call(standaloneAppointmentsEndpoints.listUserStandaloneAppointments, { params: { userId }, query: { page }, signal });
