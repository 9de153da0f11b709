import { repairCostsMessages } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { type MakeEntry, type ModelEntry, vehicleNames } from './vehicle-names.ts';

/** The make a page names (any spelling), or the 404. */
export function findMake(makeName: string): MakeEntry {
  const make = vehicleNames().findMake(makeName);
  if (!make) throw new AppError('not_found', repairCostsMessages.makeNotFound);
  return make;
}

/** The make and model a page names (any spelling), or the 404. */
export function findModel(makeName: string, modelName: string): { make: MakeEntry; model: ModelEntry } {
  const make = findMake(makeName);
  const model = vehicleNames().findModel(make, modelName);
  if (!model) throw new AppError('not_found', repairCostsMessages.modelNotFound);
  return { make, model };
}

export const nameOf = ({ slug, name }: { slug: string; name: string }) => ({ slug, name });
