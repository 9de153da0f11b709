import { vehicleHistoryEndpoints } from '@pitstop/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useInvalidateVehicleHistoryShares } from './list-vehicle-history-shares';

/** DELETE /v3/users/vehicles/:id/history/shares/:shareId: the link answers 404 from now on. */
export async function revokeVehicleHistoryShare(vehicleId: string, shareId: string): Promise<void> {
  await api.call(vehicleHistoryEndpoints.revokeVehicleHistoryShare, { params: { id: vehicleId, shareId } });
}

export function useRevokeVehicleHistoryShare(vehicleId: string) {
  const invalidate = useInvalidateVehicleHistoryShares(vehicleId);
  return useMutation({ mutationFn: (shareId: string) => revokeVehicleHistoryShare(vehicleId, shareId), onSuccess: invalidate });
}
