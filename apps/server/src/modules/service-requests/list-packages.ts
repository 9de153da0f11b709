import { type MaintenancePackage, serviceRequestMessages } from '@pitstop/contracts';
import { and, eq } from 'drizzle-orm';
import { servicesDueAt } from '../../data/maintenance-schedule.ts';
import { vehicleClassOf } from '../../data/vehicles/vehicle-class.ts';
import { ownedVehicles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CatalogService, CatalogSnapshot } from '../catalog/index.ts';
import { coverageFor } from '../locations/index.ts';
import { fairPriceBand } from '../offers/index.ts';
import { isUuid } from './ids.ts';
import type { ServiceRequestsDeps } from './service-requests-deps.ts';

export interface PackageList {
  packages: MaintenancePackage[];
  /** Why the list is empty, in plain words; null when it is not. */
  message: string | null;
}

const miles = (value: number) => value.toLocaleString('en-US');

export const packageMessages = {
  outOfMarket: (zipcode: string) =>
    `We don't have shops near ${zipcode} yet, so we can't price maintenance there.`,
  mileageUnknown: "Add your vehicle's mileage to see which maintenance is due.",
  nothingDue: (mileage: number) => `Nothing on the maintenance schedule is due at ${miles(mileage)} miles.`,
  noInstantPrice: (zipcode: string) => `Shops near ${zipcode} need to see your car before they can price this maintenance.`,
};

/** The catalogue services a maintenance milestone names, as the catalogue has them (disabled ones left out). */
export function scheduledServices(snapshot: CatalogSnapshot, slugs: readonly string[]): CatalogService[] {
  return slugs.flatMap((slug) => {
    const service = snapshot.bySlug.get(slug);
    return service ? [service] : [];
  });
}

/**
 * The maintenance package due at one of the caller's vehicles' mileage (the next milestone of the schedule),
 * priced as the fair-price band of the whole package for the vehicle's class across the zip's market. Nothing to
 * offer — out of market, mileage unknown, nothing due — is an empty list with the reason.
 */
export async function listPackages(
  deps: Pick<ServiceRequestsDeps, 'db' | 'catalog' | 'coverage' | 'marketLocations'>,
  input: { userId: string; vehicleId: string; zipcode: string },
): Promise<PackageList> {
  const [vehicle] = isUuid(input.vehicleId)
    ? await deps.db
        .select()
        .from(ownedVehicles)
        .where(and(eq(ownedVehicles.id, input.vehicleId), eq(ownedVehicles.userId, input.userId)))
    : [];
  if (!vehicle) throw new AppError('not_found', serviceRequestMessages.vehicleNotFound);
  const coverage = coverageFor(deps.coverage, input.zipcode);
  if (!coverage.inMarket || !coverage.metroId) return { packages: [], message: packageMessages.outOfMarket(coverage.zip.zip) };
  if (vehicle.mileage === null) return { packages: [], message: packageMessages.mileageUnknown };

  const due = servicesDueAt(vehicle.mileage);
  const services = scheduledServices(await deps.catalog.get(), due.slugs);
  if (services.length === 0) return { packages: [], message: packageMessages.nothingDue(due.mileage) };

  const band = fairPriceBand({
    services: services.map((service) => ({ pricing: service.pricing })),
    vehicleClass: vehicleClassOf(vehicle),
    locations: await deps.marketLocations.get(coverage.metroId),
  });
  if (!band) return { packages: [], message: packageMessages.noInstantPrice(coverage.zip.zip) };
  return {
    packages: [
      {
        mileage: due.mileage,
        name: `${miles(due.mileage)}-mile maintenance`,
        services: services.map((service) => ({ serviceId: service.id, name: service.name })),
        ...band,
      },
    ],
    message: null,
  };
}
