import type { Warranty } from '@pitstop/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import { appointments, offerLineItems, offers, ownedVehicles, serviceRequests, services, shopLocations } from '../../db/schema/index.ts';
import { addMonths } from '../../lib/calendar-months.ts';
import type { CarCareDeps } from './car-care-deps.ts';
import { completedAtOf, vehicleNameOf } from './completed-jobs.ts';
import { anyOf } from '../../db/any-of.ts';

const DAY_MS = 86_400_000;

/**
 * What is left of a warranty of `months` and `miles` (whichever comes first) given at `completedAt` with the vehicle
 * at `mileageAtService`, now and at `mileageNow`. A limit of 0 is no limit of that kind; both 0 is no warranty.
 * Miles are known only when both mileages are.
 */
export function warrantyLeft(
  terms: { months: number; miles: number; completedAt: Date; mileageAtService: number | null; mileageNow: number | null },
  now: Date,
): Pick<Warranty, 'status' | 'expiresAt' | 'daysLeft' | 'milesLeft'> {
  const expires = terms.months > 0 ? addMonths(terms.completedAt, terms.months) : null;
  const daysLeft = expires ? Math.max(0, Math.ceil((expires.getTime() - now.getTime()) / DAY_MS)) : null;
  const milesLeft =
    terms.miles > 0 && terms.mileageAtService !== null && terms.mileageNow !== null
      ? Math.max(0, terms.miles - Math.max(0, terms.mileageNow - terms.mileageAtService))
      : null;
  const status =
    terms.months === 0 && terms.miles === 0
      ? 'none'
      : (expires && now.getTime() >= expires.getTime()) || milesLeft === 0
        ? 'expired'
        : 'active';
  return { status, expiresAt: expires?.toISOString() ?? null, daysLeft, milesLeft };
}

/**
 * GET /v3/users/warranties: every completed job of the user, newest first, with the warranty its booked offer
 * carried (the shop's months, miles and terms when it made the offer) and what is left of it by the marketplace's
 * clock and the vehicle's mileage as the user last set it.
 */
export async function listWarranties(deps: Pick<CarCareDeps, 'db' | 'clock'>, { userId }: { userId: string }): Promise<Warranty[]> {
  const jobs = await deps.db
    .select({
      id: appointments.id,
      serviceRequestId: appointments.serviceRequestId,
      offerId: appointments.offerId,
      locationId: appointments.locationId,
      shopName: shopLocations.name,
      completedAt: completedAtOf,
      months: offers.warrantyMonths,
      miles: offers.warrantyMiles,
      terms: offers.warrantyTerms,
      mileageAtService: serviceRequests.vehicleMileage,
      vehicle: { id: ownedVehicles.id, year: ownedVehicles.year, make: ownedVehicles.make, model: ownedVehicles.model, subModel: ownedVehicles.subModel, mileage: ownedVehicles.mileage },
    })
    .from(appointments)
    .innerJoin(offers, eq(offers.id, appointments.offerId))
    .innerJoin(shopLocations, eq(shopLocations.id, appointments.locationId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, appointments.serviceRequestId))
    .innerJoin(ownedVehicles, eq(ownedVehicles.id, serviceRequests.ownedVehicleId))
    .where(and(eq(appointments.userId, userId), eq(appointments.status, 'completed')))
    .orderBy(desc(completedAtOf), desc(appointments.id));
  if (jobs.length === 0) return [];
  const lines = await deps.db
    .select({ offerId: offerLineItems.offerId, name: services.name })
    .from(offerLineItems)
    .innerJoin(services, eq(services.id, offerLineItems.serviceId))
    .where(anyOf(offerLineItems.offerId, jobs.map((job) => job.offerId)))
    .orderBy(asc(offerLineItems.position));
  const now = deps.clock.now();
  return jobs.map(({ offerId, vehicle, ...job }) => ({
    ...job,
    vehicleId: vehicle.id,
    vehicleName: vehicleNameOf(vehicle),
    services: lines.filter((line) => line.offerId === offerId).map((line) => line.name),
    completedAt: job.completedAt.toISOString(),
    ...warrantyLeft({ ...job, mileageNow: vehicle.mileage }, now),
  }));
}
