import type { OwnedVehicle, OwnedVehiclePatch } from '@pitstop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useInvalidateOwnedVehicles } from './get-owned-vehicles';

/** PATCH /v3/owned_vehicles/{id}: any of the fields (404 for a vehicle that is not the user's). */
export async function updateOwnedVehicle({ id, changes }: { id: string; changes: OwnedVehiclePatch }): Promise<OwnedVehicle> {
  const { data } = await api.main.patch<OwnedVehicle>(`v3/owned_vehicles/${encodeURIComponent(id)}`, changes);
  return data;
}

export function useUpdateOwnedVehicle() {
  const invalidate = useInvalidateOwnedVehicles();
  return useMutation({ mutationFn: updateOwnedVehicle, onSuccess: invalidate });
}
