import type { OwnedVehicleRequest } from '@pitstop/contracts';
import { vehiclesEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useInvalidateOwnedVehicles } from './get-owned-vehicles';

/** Year, make and model must be in the vehicle data. */
export async function createOwnedVehicle(body: OwnedVehicleRequest) {
  const { data } = await api.call(vehiclesEndpoints.createOwnedVehicle, { body });
  return data;
}

export function useCreateOwnedVehicle() {
  const invalidate = useInvalidateOwnedVehicles();
  return useMutation({ mutationFn: createOwnedVehicle, onSuccess: invalidate });
}
