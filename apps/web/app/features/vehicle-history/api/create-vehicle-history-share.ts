import { vehicleHistoryEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useInvalidateVehicleHistoryShares } from './list-vehicle-history-shares';

/** POST /v3/users/vehicles/:id/history/shares: a new link; its URL is in this reply only (only its hash is kept). */
export async function createVehicleHistoryShare(vehicleId: string) {
  const { data } = await api.call(vehicleHistoryEndpoints.createVehicleHistoryShare, { params: { id: vehicleId } });
  return data;
}

export function useCreateVehicleHistoryShare(vehicleId: string) {
  const invalidate = useInvalidateVehicleHistoryShares(vehicleId);
  return useMutation({ mutationFn: () => createVehicleHistoryShare(vehicleId), onSuccess: invalidate });
}
