import { type OwnedVehicle, type OwnedVehicleInput, vehicleMessages } from '@pitstop/contracts';
import { ownedVehicles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { toOwnedVehicle } from './owned-vehicle-row.ts';
import { assertVinMatches } from './check-vin.ts';
import { resolveVehicle } from './resolve-vehicle.ts';
import type { VehiclesDeps } from './vehicles-deps.ts';

/** Adds a vehicle to the user's garage; the vehicle must be in the vehicle data, and a VIN must be its own. */
export async function createOwnedVehicle(
  deps: Pick<VehiclesDeps, 'db' | 'vehicles' | 'vinDecoder' | 'events'>,
  input: OwnedVehicleInput & { userId: string },
): Promise<OwnedVehicle> {
  const vehicle = resolveVehicle(deps.vehicles, input);
  if (input.vin) await assertVinMatches(deps, input.vin, vehicle);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(ownedVehicles)
        .values({ userId: input.userId, ...vehicle, mileage: input.mileage, vin: input.vin })
        .returning();
      await deps.events.emit(tx, { type: 'vehicles.changed', userId: input.userId });
      return inserted;
    });
    return toOwnedVehicle(row as NonNullable<typeof row>);
  } catch (error) {
    if (isUniqueViolation(error, 'owned_vehicles_user_id_vin_key')) {
      throw new AppError('vin_taken', vehicleMessages.vinTaken, { pointer: '/vin' });
    }
    throw error;
  }
}
