import type { RepairCostName, VehicleClass } from '@pitstop/contracts';
import { MAKE_ALIASES } from '../../data/vehicles/slugs.ts';
import { vehicleClassOf } from '../../data/vehicles/vehicle-class.ts';
import { vehicleData } from '../../data/vehicles/index.ts';

/**
 * The makes and models of the repair-cost pages (ADR 073): every make of the vehicle data and every model it lists
 * for the make in any year, each with its slug — lower case, runs of anything but letters and digits one hyphen
 * (`Mercedes-Benz` → `mercedes-benz`, `CR-V` → `cr-v`, `ID.4` → `id-4`). Built once from the committed data.
 *
 * A name is found by its slug, or by another spelling of it: any case, without separators (`crv`, `f150`), or a
 * make's alias (`chevy`); the page then redirects to the slug.
 */
export interface ModelEntry extends RepairCostName {
  /** The class autoquote prices the model by: its newest model year's (the Taurus grew in 2008). */
  vehicleClass: VehicleClass;
}

export interface MakeEntry extends RepairCostName {
  models: ModelEntry[];
  bySlug: Map<string, ModelEntry>;
  /** Separator-free spelling → model, for the other spellings of a model (`crv`). */
  byCompact: Map<string, ModelEntry>;
}

export interface VehicleNames {
  makes: MakeEntry[];
  findMake(name: string): MakeEntry | null;
  findModel(make: MakeEntry, name: string): ModelEntry | null;
}

export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const compactOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');
const bySlugName = (a: RepairCostName, b: RepairCostName) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

function buildNames(): VehicleNames {
  const data = vehicleData();
  const makes = data.makes.map((make): MakeEntry => {
    const models = new Map<string, ModelEntry>();
    // Newest year first: a model's spelling and class are its newest year's.
    for (const year of data.years) {
      for (const model of data.modelsFor(year, make) ?? []) {
        const slug = slugOf(model);
        if (slug && !models.has(slug)) models.set(slug, { slug, name: model, vehicleClass: vehicleClassOf({ year, make, model }) });
      }
    }
    const list = [...models.values()].sort(bySlugName);
    return {
      slug: slugOf(make),
      name: make,
      models: list,
      bySlug: models,
      byCompact: new Map(list.map((model) => [compactOf(model.name), model])),
    };
  });
  const makeBySlug = new Map(makes.map((make) => [make.slug, make]));
  const makeByCompact = new Map(makes.map((make) => [compactOf(make.name), make]));
  const aliases = new Map(Object.entries(MAKE_ALIASES).map(([alias, make]) => [compactOf(alias), makeByCompact.get(compactOf(make))]));
  return {
    makes,
    findMake(name) {
      return makeBySlug.get(slugOf(name)) ?? makeByCompact.get(compactOf(name)) ?? aliases.get(compactOf(name)) ?? null;
    },
    findModel(make, name) {
      return make.bySlug.get(slugOf(name)) ?? make.byCompact.get(compactOf(name)) ?? null;
    },
  };
}

let built: VehicleNames | undefined;

/** The makes and models, built on first use (the vehicle data is read then, once). */
export function vehicleNames(): VehicleNames {
  built ??= buildNames();
  return built;
}
