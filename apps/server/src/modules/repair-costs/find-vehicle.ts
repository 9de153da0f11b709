import { repairCostsMessages, type VehicleClass } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { type SluggedMake, type SluggedModel, vehicleSlugs } from '../../data/vehicles/slugs.ts';
import { vehicleClassOf } from '../../data/vehicles/vehicle-class.ts';

/** The make a page names (any spelling, data/vehicles/slugs.ts), or the 404. */
export function findMake(makeName: string): SluggedMake {
  const make = vehicleSlugs().findMake(makeName);
  if (!make) throw new AppError('not_found', repairCostsMessages.makeNotFound);
  return make;
}

/** The make and model a page names (any spelling), or the 404. */
export function findModel(makeName: string, modelName: string): { make: SluggedMake; model: SluggedModel } {
  const make = findMake(makeName);
  const found = vehicleSlugs().findModel(make.slug, modelName);
  if (!found) throw new AppError('not_found', repairCostsMessages.modelNotFound);
  return found;
}

/** The class autoquote prices a model by: its newest model year's (the Taurus grew in 2008). */
export const modelClass = (make: SluggedMake, model: SluggedModel): VehicleClass =>
  vehicleClassOf({ year: model.years[0]!, make: make.name, model: model.name });

export const nameOf = ({ slug, name }: { slug: string; name: string }) => ({ slug, name });
