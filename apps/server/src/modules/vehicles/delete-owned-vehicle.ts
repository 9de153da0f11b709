import { vehicleMessages } from '@pitstop/contracts';
import { and, eq } from 'drizzle-orm';
import { ownedVehicles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { isVehicleId } from './owned-vehicle-id.ts';
import type { VehiclesDeps } from './vehicles-deps.ts';

/** Removes one of the user's vehicles; another user's answers 404, one with service requests 409. */
export async function deleteOwnedVehicle(deps: Pick<VehiclesDeps, 'db' | 'events'>, { userId, id }: { userId: string; id: string }) {
  if (!isVehicleId(id)) throw new AppError('not_found', vehicleMessages.vehicleNotFound);
  await deps.db
    .transaction(async (tx) => {
      const deleted = await tx
        .delete(ownedVehicles)
        .where(and(eq(ownedVehicles.id, id), eq(ownedVehicles.userId, userId)))
        .returning({ id: ownedVehicles.id });
      if (deleted.length === 0) throw new AppError('not_found', vehicleMessages.vehicleNotFound);
      await deps.events.emit(tx, { type: 'vehicles.changed', userId });
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new AppError('conflict', vehicleMessages.vehicleHasRequests);
      throw error;
    });
}
