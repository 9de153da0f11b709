/**
 * The curated vehicle data (catalogue.json, built by scripts/build-vehicles.ts from NHTSA vPIC), loaded once
 * and indexed for lookups by year → make → model → trim (sub model) → engines (styles). Names in lookups match
 * whatever their case; answers use the data's spelling.
 */
import { readFileSync } from 'node:fs';
import type { CatalogueFile } from './curation/serialise-catalogue.ts';

interface TrimEntry {
  name: string;
  engines: string[];
}
interface ModelEntry {
  name: string;
  trims: Map<string, TrimEntry>;
  trimNames: string[];
}
interface MakeEntry {
  name: string;
  models: Map<string, ModelEntry>;
  modelNames: string[];
}
interface YearEntry {
  makes: Map<string, MakeEntry>;
  makeNames: string[];
}

export interface VehicleData {
  /** Where the data comes from (for credits and the API docs). */
  source: string;
  /** Model years with data, newest first. */
  years: number[];
  /** Every make of any year, sorted. */
  makes: string[];
  makesFor(year: number): string[] | null;
  modelsFor(year: number, make: string): string[] | null;
  subModelsFor(year: number, make: string, model: string): string[] | null;
  stylesFor(year: number, make: string, model: string, subModel: string): string[] | null;
  /** The data's spelling of a vehicle, or null when the year, make or model is not listed. */
  findVehicle(year: number, make: string, model: string): { year: number; make: string; model: string } | null;
  /** The data's spelling of a make, any year. */
  findMake(make: string): string | null;
}

const key = (name: string) => name.trim().toLowerCase();

export function indexVehicleData(file: CatalogueFile): VehicleData {
  const years = new Map<number, YearEntry>();
  for (const [yearText, makeRows] of Object.entries(file.years)) {
    const makes = new Map<string, MakeEntry>();
    for (const [makeIndex, modelRows] of makeRows) {
      const models = new Map<string, ModelEntry>();
      for (const [modelIndex, trimRows] of modelRows) {
        const trims = new Map<string, TrimEntry>();
        for (const [trimIndex, engineIndexes] of trimRows) {
          const name = file.trims[trimIndex] as string;
          trims.set(key(name), { name, engines: engineIndexes.map((engine) => file.engines[engine] as string) });
        }
        const name = file.models[modelIndex] as string;
        models.set(key(name), { name, trims, trimNames: [...trims.values()].map((trim) => trim.name) });
      }
      const name = file.makes[makeIndex] as string;
      makes.set(key(name), { name, models, modelNames: [...models.values()].map((model) => model.name) });
    }
    years.set(Number(yearText), { makes, makeNames: [...makes.values()].map((make) => make.name) });
  }
  const allMakes = new Map(file.makes.map((make) => [key(make), make]));

  const makeOf = (year: number, make: string) => years.get(year)?.makes.get(key(make));
  const modelOf = (year: number, make: string, model: string) => makeOf(year, make)?.models.get(key(model));

  return {
    source: file.source,
    years: [...years.keys()].sort((a, b) => b - a),
    makes: [...file.makes],
    makesFor: (year) => years.get(year)?.makeNames ?? null,
    modelsFor: (year, make) => makeOf(year, make)?.modelNames ?? null,
    subModelsFor: (year, make, model) => modelOf(year, make, model)?.trimNames ?? null,
    stylesFor: (year, make, model, subModel) => modelOf(year, make, model)?.trims.get(key(subModel))?.engines ?? null,
    findVehicle(year, make, model) {
      const makeEntry = makeOf(year, make);
      const modelEntry = makeEntry?.models.get(key(model));
      return makeEntry && modelEntry ? { year, make: makeEntry.name, model: modelEntry.name } : null;
    },
    findMake: (make) => allMakes.get(key(make)) ?? null,
  };
}

let loaded: VehicleData | undefined;

/** The committed catalogue, read and indexed on first use (~1 MB of JSON, tens of milliseconds). */
export function vehicleData(): VehicleData {
  loaded ??= indexVehicleData(
    JSON.parse(readFileSync(new URL('./catalogue.json', import.meta.url), 'utf8')) as CatalogueFile,
  );
  return loaded;
}
