import { type OwnedVehicle, type OwnedVehiclePatch, vehicleMessages } from '@pitstop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { ownedVehicles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { isVehicleId } from './owned-vehicle-id.ts';
import { toOwnedVehicle } from './owned-vehicle-row.ts';
import { assertVinMatches } from './check-vin.ts';
import { resolveVehicle } from './resolve-vehicle.ts';
import type { VehiclesDeps } from './vehicles-deps.ts';

/**
 * Changes one of the user's vehicles (PATCH: the fields given; PUT gives them all). The result must still
 * be a listed vehicle whose VIN, if any, is its own; changing year, make or model drops a trim and engine not
 * given again. Another user's
 * vehicle answers 404, as if it did not exist.
 */
export async function updateOwnedVehicle(
  deps: Pick<VehiclesDeps, 'db' | 'vehicles' | 'vinDecoder' | 'events'>,
  { userId, id, changes }: { userId: string; id: string; changes: OwnedVehiclePatch },
): Promise<OwnedVehicle> {
  if (!isVehicleId(id)) throw new AppError('not_found', vehicleMessages.vehicleNotFound);
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(ownedVehicles)
      .where(and(eq(ownedVehicles.id, id), eq(ownedVehicles.userId, userId)))
      .for('update');
    if (!current) throw new AppError('not_found', vehicleMessages.vehicleNotFound);

    const identityChanged = ['year', 'make', 'model'].some(
      (field) => changes[field as 'year' | 'make' | 'model'] !== undefined,
    );
    const vehicle = resolveVehicle(deps.vehicles, {
      year: changes.year ?? current.year,
      make: changes.make ?? current.make,
      model: changes.model ?? current.model,
      subModel: changes.subModel !== undefined ? changes.subModel : identityChanged ? null : current.subModel,
      engine: changes.engine !== undefined ? changes.engine : identityChanged ? null : current.engine,
    });
    const vin = changes.vin !== undefined ? changes.vin : current.vin;
    // A new VIN, or a kept one under a changed year, make or model, must still be the vehicle's own.
    if (vin && (changes.vin !== undefined || identityChanged)) await assertVinMatches(deps, vin, vehicle);
    try {
      const [row] = await tx
        .update(ownedVehicles)
        .set({
          ...vehicle,
          mileage: changes.mileage !== undefined ? changes.mileage : current.mileage,
          vin,
          updatedAt: sql`now()`,
        })
        .where(eq(ownedVehicles.id, id))
        .returning();
      await deps.events.emit(tx, { type: 'vehicles.changed', userId });
      return toOwnedVehicle(row as NonNullable<typeof row>);
    } catch (error) {
      if (isUniqueViolation(error, 'owned_vehicles_user_id_vin_key')) {
        throw new AppError('vin_taken', vehicleMessages.vinTaken, { pointer: '/vin' });
      }
      throw error;
    }
  });
}
