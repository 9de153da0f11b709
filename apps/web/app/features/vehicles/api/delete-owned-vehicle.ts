import { vehiclesEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useInvalidateOwnedVehicles } from './get-owned-vehicles';

export async function deleteOwnedVehicle(id: string): Promise<void> {
  await api.call(vehiclesEndpoints.deleteOwnedVehicle, { params: { id } });
}

export function useDeleteOwnedVehicle() {
  const invalidate = useInvalidateOwnedVehicles();
  return useMutation({ mutationFn: deleteOwnedVehicle, onSuccess: invalidate });
}
