import { vehicleMessages } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { listModels } from './list-models.ts';
import type { VehiclesDeps } from './vehicles-deps.ts';

/** Sub models (trims) of a year's make and model; 404 naming what is unknown. */
export function listSubModels(
  deps: Pick<VehiclesDeps, 'vehicles'>,
  { year, make, model }: { year: number; make: string; model: string },
): string[] {
  listModels(deps, { year, make });
  const subModels = deps.vehicles.subModelsFor(year, make, model);
  if (!subModels) throw new AppError('not_found', vehicleMessages.modelUnknown(year, make, model));
  return subModels;
}
