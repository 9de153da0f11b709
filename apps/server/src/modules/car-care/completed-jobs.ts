import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, offerLineItems, ownedVehicles, serviceRequests, services } from '../../db/schema/index.ts';
import type { DoneService } from './maintenance-due.ts';
import { anyOf } from '../../db/any-of.ts';

export type VehicleRow = typeof ownedVehicles.$inferSelect;

/** When the job was done: the completion's instant (older rows: their last change, which was the completion). */
export const completedAtOf = sql<Date>`coalesce(${appointments.completedAt}, ${appointments.updatedAt})`.mapWith(appointments.completedAt);

/** `2019 Honda Civic EX`: how the dashboard names a vehicle. */
export const vehicleNameOf = (vehicle: Pick<VehicleRow, 'year' | 'make' | 'model' | 'subModel'>) =>
  [vehicle.year, vehicle.make, vehicle.model, vehicle.subModel].filter(Boolean).join(' ');

/** The vehicles, oldest first (the vehicle list's order), matching `where`. */
export function readVehicles(db: Db, where: SQL | undefined): Promise<VehicleRow[]> {
  return db.select().from(ownedVehicles).where(where).orderBy(asc(ownedVehicles.createdAt), asc(ownedVehicles.id));
}

/**
 * The catalogue services completed jobs did on the vehicles, by vehicle: the lines of the booked offer of every
 * completed appointment of a request for the vehicle, with the request's mileage and the completion's instant.
 */
export async function servicesDoneOn(db: Db, vehicleIds: readonly string[]): Promise<Map<string, DoneService[]>> {
  const done = new Map<string, DoneService[]>();
  if (vehicleIds.length === 0) return done;
  const rows = await db
    .select({ vehicleId: serviceRequests.ownedVehicleId, slug: services.slug, mileage: serviceRequests.vehicleMileage, completedAt: completedAtOf })
    .from(appointments)
    .innerJoin(serviceRequests, eq(serviceRequests.id, appointments.serviceRequestId))
    .innerJoin(offerLineItems, eq(offerLineItems.offerId, appointments.offerId))
    .innerJoin(services, eq(services.id, offerLineItems.serviceId))
    .where(and(anyOf(serviceRequests.ownedVehicleId, vehicleIds), eq(appointments.status, 'completed')));
  for (const { vehicleId, ...row } of rows) done.set(vehicleId, [...(done.get(vehicleId) ?? []), row]);
  return done;
}
