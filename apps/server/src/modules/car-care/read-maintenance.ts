import { carCareMessages, type MaintenanceItem, type VehicleMaintenance } from '@pitstop/contracts';
import { and, eq } from 'drizzle-orm';
import { ownedVehicles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CatalogSnapshot } from '../catalog/index.ts';
import type { CarCareDeps } from './car-care-deps.ts';
import { readVehicles, servicesDoneOn, type VehicleRow, vehicleNameOf } from './completed-jobs.ts';
import { type DoneService, maintenanceDue } from './maintenance-due.ts';

/** One vehicle's maintenance as the API answers it: the schedule's slugs as the catalogue's services (disabled ones left out). */
export function toVehicleMaintenance(catalogue: CatalogSnapshot, vehicle: VehicleRow, done: readonly DoneService[]): VehicleMaintenance {
  const base = { id: vehicle.id, vehicleName: vehicleNameOf(vehicle), mileage: vehicle.mileage };
  if (vehicle.mileage === null) return { ...base, items: [], nextDueAtMileage: null };
  const due = maintenanceDue(vehicle.mileage, done);
  const items = due.items.flatMap((item): MaintenanceItem[] => {
    const service = catalogue.bySlug.get(item.slug);
    if (!service) return [];
    return [
      {
        serviceId: service.id,
        name: service.name,
        categoryName: service.categoryName,
        dueAtMileage: item.dueAtMileage,
        milesLeft: item.milesLeft,
        state: item.state,
        lastDoneAtMileage: item.lastDoneAtMileage,
        lastDoneAt: item.lastDoneAt?.toISOString() ?? null,
      },
    ];
  });
  return { ...base, items, nextDueAtMileage: due.nextDueAtMileage };
}

/** GET /v3/users/vehicles/maintenance_due: every vehicle of the user, in the vehicle list's order. */
export async function listMaintenanceDue(deps: Pick<CarCareDeps, 'db' | 'catalog'>, { userId }: { userId: string }): Promise<VehicleMaintenance[]> {
  const vehicles = await readVehicles(deps.db, eq(ownedVehicles.userId, userId));
  const done = await servicesDoneOn(deps.db, vehicles.map((vehicle) => vehicle.id));
  const catalogue = await deps.catalog.get();
  return vehicles.map((vehicle) => toVehicleMaintenance(catalogue, vehicle, done.get(vehicle.id) ?? []));
}

/** GET /v3/users/vehicles/:id/maintenance_due: one of the user's vehicles; another user's is not found. */
export async function getVehicleMaintenance(deps: Pick<CarCareDeps, 'db' | 'catalog'>, input: { userId: string; vehicleId: string }): Promise<VehicleMaintenance> {
  const [vehicle] = await readVehicles(deps.db, and(eq(ownedVehicles.id, input.vehicleId), eq(ownedVehicles.userId, input.userId)));
  if (!vehicle) throw new AppError('not_found', carCareMessages.vehicleNotFound);
  const done = await servicesDoneOn(deps.db, [vehicle.id]);
  return toVehicleMaintenance(await deps.catalog.get(), vehicle, done.get(vehicle.id) ?? []);
}
