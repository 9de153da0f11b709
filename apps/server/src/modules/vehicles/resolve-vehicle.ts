import { vehicleMessages } from '@pitstop/contracts';
import type { VehicleData } from '../../data/vehicles/index.ts';
import { AppError } from '../../lib/app-error.ts';

export interface VehicleChoice {
  year: number;
  make: string;
  model: string;
  subModel: string | null;
  engine: string | null;
}

const invalid = (detail: string, field: string) =>
  new AppError('vehicle_unknown', detail, { pointer: `/${field}` });

/**
 * The vehicle as the data spells it: year, make and model must be listed; a trim must be one of the model's;
 * an engine one of the trim's (or of any trim when none is chosen). 422 naming the first field that is not.
 */
export function resolveVehicle(vehicles: VehicleData, choice: VehicleChoice): VehicleChoice {
  const { year, make, model, subModel, engine } = choice;
  if (!vehicles.makesFor(year)) throw invalid(vehicleMessages.yearUnknown(year), 'year');
  if (!vehicles.modelsFor(year, make)) throw invalid(vehicleMessages.makeUnknown(year, make), 'make');
  const found = vehicles.findVehicle(year, make, model);
  if (!found) throw invalid(vehicleMessages.modelUnknown(year, make, model), 'model');

  const trims = vehicles.subModelsFor(year, found.make, found.model) ?? [];
  const trim = subModel ? trims.find((name) => name.toLowerCase() === subModel.toLowerCase()) : null;
  if (subModel && !trim) {
    throw invalid(vehicleMessages.subModelUnknown(year, found.make, found.model, subModel), 'sub_model');
  }
  let style: string | null = null;
  if (engine) {
    const engines = (trim ? [trim] : trims).flatMap((name) => vehicles.stylesFor(year, found.make, found.model, name) ?? []);
    style = engines.find((name) => name.toLowerCase() === engine.toLowerCase()) ?? null;
    if (!style) throw invalid(vehicleMessages.engineUnknown(engine), 'engine');
  }
  return { ...found, subModel: trim ?? null, engine: style };
}
