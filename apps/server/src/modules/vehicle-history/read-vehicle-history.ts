import { type VehicleHistory, type VehicleHistoryJob, vehicleHistoryMessages } from '@pitstop/contracts';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, ownedVehicles, serviceRequests, shopLocations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { bookingMoney } from '../bookings/index.ts';
import { dayOf, wallTime } from '../scheduling/index.ts';
import type { VehicleHistoryDeps } from './vehicle-history-deps.ts';

/**
 * GET /v3/users/vehicles/:id/history (ADR 068): every completed job on the user's vehicle, newest first — the day of
 * the visit in the shop's zone, the mileage given with the request, the shop, the work approved (the offer's lines
 * and the extra lines the customer approved) and the money as the booking reads it (`bookingMoney`). Keyed by VIN
 * when known: jobs on any of the user's vehicles with this VIN count. Never another user's jobs on the same VIN (a
 * VIN can be read through a windshield): a history travels to the next owner by a share link or an export.
 * Another user's vehicle, or none, is 404.
 */
export async function readVehicleHistory(deps: Pick<VehicleHistoryDeps, 'db'>, input: { userId: string; vehicleId: string }): Promise<VehicleHistory> {
  const vehicle = await ownVehicle(deps.db, input);
  const sameCar = vehicle.vin
    ? or(eq(serviceRequests.ownedVehicleId, vehicle.id), inArray(serviceRequests.ownedVehicleId, vehicleIdsWithVin(deps.db, input.userId, vehicle.vin)))
    : eq(serviceRequests.ownedVehicleId, vehicle.id);
  const rows = await deps.db
    .select({
      appointment: appointments,
      mileage: serviceRequests.vehicleMileage,
      shopName: shopLocations.name,
      address: shopLocations.address,
      city: shopLocations.city,
      state: shopLocations.state,
    })
    .from(appointments)
    .innerJoin(serviceRequests, eq(serviceRequests.id, appointments.serviceRequestId))
    .innerJoin(shopLocations, eq(shopLocations.id, appointments.locationId))
    .where(and(eq(appointments.userId, input.userId), eq(appointments.status, 'completed'), sameCar))
    .orderBy(desc(appointments.startsAt), desc(appointments.id));
  const money = await bookingMoney(deps.db, rows.map((row) => row.appointment));
  const jobs = rows.map(({ appointment, mileage, shopName, address, city, state }): VehicleHistoryJob => {
    const { lines, chargedCents } = money.get(appointment.id)!;
    return {
      id: appointment.id,
      serviceDate: dayOf(wallTime(appointment.startsAt, appointment.timeZone)),
      mileage,
      shopName,
      shopAddress: `${address}, ${city}, ${state}`,
      work: lines.filter((line) => line.status === 'approved').map(({ name, totalCents, kind }) => ({ name, totalCents, kind })),
      approvedTotalCents: appointment.approvedTotalCents,
      discountCents: appointment.discountCents,
      rewardsCents: appointment.rewardsCents,
      chargedCents,
      paidCents: (chargedCents ?? 0) + appointment.rewardsCents,
    };
  });
  const mileages = [vehicle.mileage, ...jobs.map((job) => job.mileage)].filter((mileage): mileage is number => mileage !== null);
  return {
    id: vehicle.id,
    vehicle: {
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      subModel: vehicle.subModel,
      engine: vehicle.engine,
      vin: vehicle.vin,
      mileage: mileages.length > 0 ? Math.max(...mileages) : null,
    },
    jobs,
    totalPaidCents: jobs.reduce((sum, job) => sum + job.paidCents, 0),
  };
}

/** The user's vehicle, or 404 (another user's and none alike; the route checked the id's form). */
export async function ownVehicle(db: Db, { userId, vehicleId }: { userId: string; vehicleId: string }) {
  const [vehicle] = await db
    .select()
    .from(ownedVehicles)
    .where(and(eq(ownedVehicles.id, vehicleId), eq(ownedVehicles.userId, userId)));
  if (!vehicle) throw new AppError('not_found', vehicleHistoryMessages.vehicleNotFound);
  return vehicle;
}

const vehicleIdsWithVin = (db: Db, userId: string, vin: string) =>
  db
    .select({ id: ownedVehicles.id })
    .from(ownedVehicles)
    .where(and(eq(ownedVehicles.userId, userId), eq(ownedVehicles.vin, vin)));
