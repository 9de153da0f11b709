import {
  type MaintenanceMakeList,
  type MaintenanceMakeModels,
  type MaintenanceModel,
  type MaintenanceOverview,
  maintenanceMessages,
  type VehicleMaintenanceSchedule,
} from '@pitstop/contracts';
import type { SluggedMake, SluggedModel } from '../../data/vehicles/slugs.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MaintenanceDeps } from './maintenance-deps.ts';
import type { ScheduleTable } from './schedule-table.ts';

const modelOf = ({ slug, name, makeModel, years }: SluggedModel): MaintenanceModel => ({
  slug,
  name,
  makeModel,
  firstYear: Math.min(...years),
  lastYear: Math.max(...years),
});

/** The /maintenance index: every make with its models, by name and make-and-model slug. */
export function maintenanceOverview(deps: Pick<MaintenanceDeps, 'vehicles'>): MaintenanceOverview {
  return {
    makes: deps.vehicles.makes.map((make) => ({
      slug: make.slug,
      name: make.name,
      models: make.models.map(({ name, makeModel }) => ({ name, makeModel })),
    })),
  };
}

/** The schedule, and every make with how many models it has. */
export function listMaintenanceMakes(deps: Pick<MaintenanceDeps, 'vehicles'>, table: ScheduleTable): MaintenanceMakeList {
  const makes = deps.vehicles.makes.map((make) => ({ slug: make.slug, name: make.name, modelCount: make.models.length }));
  return { ...table, makes, modelCount: makes.reduce((sum, make) => sum + make.modelCount, 0) };
}

/** A make by slug (any case, or an alias); 404 when unknown. */
export function findMaintenanceMake(deps: Pick<MaintenanceDeps, 'vehicles'>, { make }: { make: string }): SluggedMake {
  const found = deps.vehicles.findMake(make);
  if (!found) throw new AppError('not_found', maintenanceMessages.makeUnknown(make));
  return found;
}

/** A make's models. */
export const makeModels = (make: SluggedMake): MaintenanceMakeModels => ({
  make: { slug: make.slug, name: make.name },
  models: make.models.map(modelOf),
});

export interface FoundVehicle {
  make: SluggedMake;
  model: SluggedModel;
  /** Null for the model's page. */
  year: number | null;
}

/**
 * The vehicle an address names: by make and model slugs, or by the make-and-model slug (`honda-civic`), and a
 * model year of it when given; 404 naming what is unknown.
 */
export function findMaintenanceVehicle(
  deps: Pick<MaintenanceDeps, 'vehicles'>,
  input: ({ make: string; model: string } | { makeModel: string }) & { year?: number },
): FoundVehicle {
  let found: { make: SluggedMake; model: SluggedModel } | undefined;
  if ('makeModel' in input) {
    found = deps.vehicles.findMakeModel(input.makeModel);
    if (!found) throw new AppError('not_found', maintenanceMessages.makeModelUnknown(input.makeModel));
  } else {
    const make = findMaintenanceMake(deps, input);
    found = deps.vehicles.findModel(make.slug, input.model);
    if (!found) throw new AppError('not_found', maintenanceMessages.modelUnknown(make.name, input.model));
  }
  const year = input.year ?? null;
  if (year !== null && !found.model.years.includes(year)) {
    throw new AppError('not_found', maintenanceMessages.yearUnknown(year, found.make.name, found.model.name));
  }
  return { ...found, year };
}

/** A vehicle's schedule: what was found under its canonical names, its years and the year's trims, and the schedule. */
export function vehicleSchedule(
  deps: Pick<MaintenanceDeps, 'vehicleData'>,
  { make, model, year }: FoundVehicle,
  table: ScheduleTable,
): VehicleMaintenanceSchedule {
  return {
    ...table,
    make: { slug: make.slug, name: make.name },
    model: { slug: model.slug, name: model.name, makeModel: model.makeModel },
    years: model.years,
    year,
    trims: year === null ? [] : (deps.vehicleData.subModelsFor(year, make.name, model.name) ?? []),
    source: deps.vehicleData.source,
  };
}
