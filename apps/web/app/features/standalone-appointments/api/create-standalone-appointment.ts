import type { StandaloneAppointmentCreate } from '@pitstop/contracts';
import { standaloneAppointmentsEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/** POST /v3/standalone_appointments with the spec's appointment parameters. */
export const useCreateStandaloneAppointment = () =>
  useMutation({
    mutationFn: async (body: StandaloneAppointmentCreate) => (await api.call(standaloneAppointmentsEndpoints.createStandaloneAppointment, { body })).data,
  });
