import { vehicleMessages } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { VehiclesDeps } from './vehicles-deps.ts';

/** Makes of a model year; 404 for a year without vehicle data. */
export function listMakes(deps: Pick<VehiclesDeps, 'vehicles'>, { year }: { year: number }): string[] {
  const makes = deps.vehicles.makesFor(year);
  if (!makes) throw new AppError('not_found', vehicleMessages.yearUnknown(year));
  return makes;
}

/** Every make of any year. */
export function listAllMakes(deps: Pick<VehiclesDeps, 'vehicles'>): string[] {
  return deps.vehicles.makes;
}
