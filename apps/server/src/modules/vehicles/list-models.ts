import { vehicleMessages } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { listMakes } from './list-makes.ts';
import type { VehiclesDeps } from './vehicles-deps.ts';

/** Models of a year's make; 404 naming what is unknown. */
export function listModels(deps: Pick<VehiclesDeps, 'vehicles'>, { year, make }: { year: number; make: string }): string[] {
  listMakes(deps, { year });
  const models = deps.vehicles.modelsFor(year, make);
  if (!models) throw new AppError('not_found', vehicleMessages.makeUnknown(year, make));
  return models;
}
