import { vehicleMessages } from '@pitstop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { listSubModels } from './list-sub-models.ts';
import type { VehiclesDeps } from './vehicles-deps.ts';

/** Styles (engines) of a sub model; empty when vPIC codes no engine for it; 404 naming what is unknown. */
export function listStyles(
  deps: Pick<VehiclesDeps, 'vehicles'>,
  { year, make, model, subModel }: { year: number; make: string; model: string; subModel: string },
): string[] {
  listSubModels(deps, { year, make, model });
  const styles = deps.vehicles.stylesFor(year, make, model, subModel);
  if (!styles) throw new AppError('not_found', vehicleMessages.subModelUnknown(year, make, model, subModel));
  return styles;
}
