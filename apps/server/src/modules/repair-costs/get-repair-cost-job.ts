import { type RepairCostJob, repairCostsMessages } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { toService } from '../catalog/index.ts';
import { findModel, modelClass, nameOf } from './find-vehicle.ts';
import { pricedFor, pricedServices } from './priced-services.ts';
import type { RepairCostsDeps } from './repair-costs-deps.ts';

/** How many other jobs of the category the page links to. */
const RELATED_LIMIT = 6;

/** /repair-cost/{make}/{model}/{service}: the job's band on the model's class, what it includes, related jobs. */
export async function getRepairCostJob(
  deps: RepairCostsDeps,
  input: { makeName: string; modelName: string; serviceSlug: string },
): Promise<RepairCostJob> {
  const { make, model } = findModel(input.makeName, input.modelName);
  const vehicleClass = modelClass(make, model);
  const snapshot = await deps.catalog.get();
  const { services, bySlug } = pricedServices(snapshot);
  const service = bySlug.get(input.serviceSlug.toLowerCase());
  if (!service) throw new AppError('not_found', repairCostsMessages.serviceNotFound);
  const band = await deps.prices.band(service, vehicleClass);
  return {
    make: nameOf(make),
    model: nameOf(model),
    vehicleClass,
    service: { ...toService(service), pricedFor: pricedFor(snapshot, service) },
    band,
    basis: (await deps.prices.shops()).basis,
    related: services
      .filter((other) => other.categorySlug === service.categorySlug && other.id !== service.id)
      .slice(0, RELATED_LIMIT)
      .map(nameOf),
  };
}
