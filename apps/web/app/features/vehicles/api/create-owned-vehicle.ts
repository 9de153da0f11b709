import type { OwnedVehicle, OwnedVehicleRequest } from '@pitstop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useInvalidateOwnedVehicles } from './get-owned-vehicles';

/** POST /v3/owned_vehicles: year, make and model must be in the vehicle data. */
export async function createOwnedVehicle(input: OwnedVehicleRequest): Promise<OwnedVehicle> {
  const { data } = await api.main.post<OwnedVehicle>('v3/owned_vehicles', input);
  return data;
}

export function useCreateOwnedVehicle() {
  const invalidate = useInvalidateOwnedVehicles();
  return useMutation({ mutationFn: createOwnedVehicle, onSuccess: invalidate });
}
