import type { VehicleHistoryItem, PageQuery } from '@pitstop/contracts';
import { count, desc, eq } from 'drizzle-orm';
import { vehicleHistory } from '../../db/schema/index.ts';
import type { VehicleHistoryDeps } from './vehicle-history-deps.ts';

/** GET /v3/vehicle_history: the caller's own, newest first, one page (or all), and the total. */
export async function listVehicleHistory(deps: Pick<VehicleHistoryDeps, 'db'>, input: { userId: string; page: PageQuery }): Promise<{ items: VehicleHistoryItem[]; count: number }> {
  const where = eq(vehicleHistory.userId, input.userId);
  const query = deps.db.select().from(vehicleHistory).where(where).orderBy(desc(vehicleHistory.createdAt), desc(vehicleHistory.id));
  const { page, perPage, all } = input.page;
  const [rows, [total]] = await Promise.all([
    all ? query : query.limit(perPage).offset((page - 1) * perPage),
    deps.db.select({ count: count() }).from(vehicleHistory).where(where),
  ]);
  return {
    items: rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.createdAt.toISOString() })),
    count: total?.count ?? 0,
  };
}
