import type { OwnedVehicle } from '@pitstop/contracts';
import { asc, eq } from 'drizzle-orm';
import { ownedVehicles } from '../../db/schema/index.ts';
import { toOwnedVehicle } from './owned-vehicle-row.ts';
import type { VehiclesDeps } from './vehicles-deps.ts';

/** The user's vehicles, oldest first. */
export async function listOwnedVehicles(deps: Pick<VehiclesDeps, 'db'>, { userId }: { userId: string }): Promise<OwnedVehicle[]> {
  const rows = await deps.db
    .select()
    .from(ownedVehicles)
    .where(eq(ownedVehicles.userId, userId))
    .orderBy(asc(ownedVehicles.createdAt), asc(ownedVehicles.id));
  return rows.map(toOwnedVehicle);
}
