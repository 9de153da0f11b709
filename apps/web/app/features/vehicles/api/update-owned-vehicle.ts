import type { OwnedVehiclePatch } from '@pitstop/contracts';
import { vehiclesEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useInvalidateOwnedVehicles } from './get-owned-vehicles';

/** Any of the fields (404 for a vehicle that is not the user's). */
export async function updateOwnedVehicle({ id, changes }: { id: string; changes: OwnedVehiclePatch }) {
  const { data } = await api.call(vehiclesEndpoints.updateOwnedVehicle, { params: { id }, body: changes });
  return data;
}

export function useUpdateOwnedVehicle() {
  const invalidate = useInvalidateOwnedVehicles();
  return useMutation({ mutationFn: updateOwnedVehicle, onSuccess: invalidate });
}
