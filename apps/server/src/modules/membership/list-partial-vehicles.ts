import type { PartialVehicle } from '@pitstop/contracts';
import { asc, eq } from 'drizzle-orm';
import { partialVehicles } from '../../db/schema/index.ts';
import type { MembershipDeps } from './membership-deps.ts';

export const partialVehicleReading = (row: typeof partialVehicles.$inferSelect): PartialVehicle => ({
  id: row.id,
  year: row.year,
  make: row.make,
  model: row.model,
  vin: row.vin,
  railsVehicleId: row.railsVehicleId,
  partnerId: row.partnerId,
});

/** GET partial-vehicles: the vehicles partners sent for the caller, oldest first. */
export async function listPartialVehicles(deps: Pick<MembershipDeps, 'db'>, input: { userId: string }): Promise<PartialVehicle[]> {
  const rows = await deps.db.select().from(partialVehicles).where(eq(partialVehicles.userId, input.userId)).orderBy(asc(partialVehicles.createdAt), asc(partialVehicles.id));
  return rows.map(partialVehicleReading);
}
