import { membershipMessages, type PartialVehicle } from '@pitstop/contracts';
import { and, eq } from 'drizzle-orm';
import { ownedVehicles, partialVehicles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { partialVehicleReading } from './list-partial-vehicles.ts';
import type { MembershipDeps } from './membership-deps.ts';

/** PUT partial-vehicles/{id}: link the caller's partial vehicle to a vehicle of their own garage (another's: 404). */
export async function linkPartialVehicle(
  deps: Pick<MembershipDeps, 'db' | 'clock'>,
  input: { userId: string; id: string; railsVehicleId: string },
): Promise<PartialVehicle> {
  const own = and(eq(partialVehicles.id, input.id), eq(partialVehicles.userId, input.userId));
  const [partial] = await deps.db.select({ id: partialVehicles.id }).from(partialVehicles).where(own);
  if (!partial) throw new AppError('not_found', membershipMessages.partialVehicleNotFound);
  const [vehicle] = await deps.db
    .select({ id: ownedVehicles.id })
    .from(ownedVehicles)
    .where(and(eq(ownedVehicles.id, input.railsVehicleId), eq(ownedVehicles.userId, input.userId)));
  if (!vehicle) throw new AppError('not_found', membershipMessages.vehicleNotFound, { pointer: '/railsVehicleId' });
  const [row] = await deps.db.update(partialVehicles).set({ railsVehicleId: vehicle.id, updatedAt: deps.clock.now() }).where(own).returning();
  return partialVehicleReading(row!);
}
