import type { OwnedVehicle } from '@pitstop/contracts';
import type { ownedVehicles } from '../../db/schema/index.ts';

export type OwnedVehicleRow = typeof ownedVehicles.$inferSelect;

export function toOwnedVehicle(row: OwnedVehicleRow): OwnedVehicle {
  return {
    id: row.id,
    year: row.year,
    make: row.make,
    model: row.model,
    subModel: row.subModel,
    engine: row.engine,
    mileage: row.mileage,
    vin: row.vin,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
