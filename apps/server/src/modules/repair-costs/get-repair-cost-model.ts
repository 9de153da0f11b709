import type { RepairCostJobSummary, RepairCostModel, VehicleClass } from '@pitstop/contracts';
import type { CatalogService } from '../catalog/index.ts';
import { findModel, modelClass, nameOf } from './find-vehicle.ts';
import { pricedServices } from './priced-services.ts';
import type { RepairCostsDeps } from './repair-costs-deps.ts';

/** The services with their total's band for a class, in catalogue order. */
export async function jobSummaries(
  deps: RepairCostsDeps,
  services: readonly CatalogService[],
  vehicleClass: VehicleClass,
): Promise<RepairCostJobSummary[]> {
  return Promise.all(
    services.map(async (service) => ({
      slug: service.slug,
      name: service.name,
      categoryName: service.categoryName,
      total: (await deps.prices.band(service, vehicleClass))?.total ?? null,
    })),
  );
}

/** /repair-cost/{make}/{model}: every priced job with its typical total for the model's class. */
export async function getRepairCostModel(deps: RepairCostsDeps, input: { makeName: string; modelName: string }): Promise<RepairCostModel> {
  const { make, model } = findModel(input.makeName, input.modelName);
  const vehicleClass = modelClass(make, model);
  const { services } = pricedServices(await deps.catalog.get());
  return {
    make: nameOf(make),
    model: nameOf(model),
    vehicleClass,
    jobs: await jobSummaries(deps, services, vehicleClass),
    basis: (await deps.prices.shops()).basis,
  };
}
