import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useInvalidateOwnedVehicles } from './get-owned-vehicles';

/** DELETE /v3/owned_vehicles/{id} */
export async function deleteOwnedVehicle(id: string): Promise<void> {
  await api.main.delete(`v3/owned_vehicles/${encodeURIComponent(id)}`);
}

export function useDeleteOwnedVehicle() {
  const invalidate = useInvalidateOwnedVehicles();
  return useMutation({ mutationFn: deleteOwnedVehicle, onSuccess: invalidate });
}
