import { vehicleHistoryMessages, type VehicleHistoryItem } from '@pitstop/contracts';
import { and, eq } from 'drizzle-orm';
import { vehicleHistory } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { VehicleHistoryDeps } from './vehicle-history-deps.ts';

/** GET /v3/vehicle_history/{id}: one of the caller's own; another user's is the same 404 as one that does not exist. */
export async function getVehicleHistoryItem(deps: Pick<VehicleHistoryDeps, 'db'>, input: { userId: string; id: string }): Promise<VehicleHistoryItem> {
  const [row] = await deps.db
    .select()
    .from(vehicleHistory)
    .where(and(eq(vehicleHistory.id, input.id), eq(vehicleHistory.userId, input.userId)));
  if (!row) throw new AppError('not_found', vehicleHistoryMessages.notFound);
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString() };
}
