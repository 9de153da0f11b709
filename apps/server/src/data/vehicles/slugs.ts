/**
 * The vehicle data's makes and models by slug, for the search-engine pages' addresses (ADR 072): a make's slug and
 * a model's are their names in lower case with every run of other characters turned into one "-"
 * ('Mercedes-Benz' → `mercedes-benz`, 'CR-V' → `cr-v`, '124 Spider' → `124-spider`), and a make and model together
 * (`honda-civic`, `land-rover-range-rover`) is the make's slug, "-", the model's. Built once from the data; the
 * data has no two makes, no two models of a make and no two make-and-model pairs with one slug (checked when built).
 * The maintenance pages (ADR 072) and the repair-cost pages (ADR 073) both name vehicles by these slugs.
 */
import { type VehicleData, vehicleData } from './index.ts';

/** A name as an address segment: lower case, letters and digits, words joined by "-". */
export function nameSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Other names people use for a make — lower-case words → the make's name as the vehicle data spells it. The one
 * list of make aliases: an address naming one is answered as the make's (and the page moves to the make's
 * address), and the assistant and the vehicle classes read typed names with it.
 */
export const MAKE_ALIASES: Readonly<Record<string, string>> = {
  chevy: 'Chevrolet',
  chev: 'Chevrolet',
  vw: 'Volkswagen',
  volks: 'Volkswagen',
  merc: 'Mercedes-Benz',
  mercedes: 'Mercedes-Benz',
  benz: 'Mercedes-Benz',
  mb: 'Mercedes-Benz',
  bimmer: 'BMW',
  beemer: 'BMW',
  caddy: 'Cadillac',
  olds: 'Oldsmobile',
  landrover: 'Land Rover',
  'range rover': 'Land Rover',
  alfa: 'Alfa Romeo',
  aston: 'Aston Martin',
  vette: 'Chevrolet',
  mopar: 'Dodge',
  hyundia: 'Hyundai',
  hundai: 'Hyundai',
  mitsu: 'Mitsubishi',
  subie: 'Subaru',
  lexis: 'Lexus',
  porche: 'Porsche',
  jag: 'Jaguar',
  rr: 'Rolls-Royce',
  gmc: 'GMC',
};

/** A name without separators (`CR-V` → `crv`, `F-150` → `f150`), another spelling people write. */
export const compactSlug = (name: string) => nameSlug(name).replace(/-/g, '');

export interface SluggedModel {
  slug: string;
  /** The data's spelling. */
  name: string;
  /** `honda-civic`. */
  makeModel: string;
  /** Model years with data, newest first. */
  years: number[];
}

export interface SluggedMake {
  slug: string;
  name: string;
  /** Sorted by name. */
  models: SluggedModel[];
}

export interface VehicleSlugs {
  /** Every make with at least one model, sorted by name. */
  makes: SluggedMake[];
  /** A make by its slug, any case or spacing, its separator-free spelling (`landrover`) or an alias; undefined when unknown. */
  findMake(make: string): SluggedMake | undefined;
  /** A make's model by its slug, any case or spacing, or its separator-free spelling (`crv`, `f150`). */
  findModel(make: string, model: string): { make: SluggedMake; model: SluggedModel } | undefined;
  /**
   * A make and model by their joined slug (`honda-civic`): the pair whose make slug and model slug, joined, are
   * the address; failing that, an alias of a make followed by one of its models (`chevy-malibu`).
   */
  findMakeModel(makeModel: string): { make: SluggedMake; model: SluggedModel } | undefined;
}

/** Indexes the vehicle data's makes and models by slug (a few milliseconds; the result is kept). */
export function indexVehicleSlugs(data: VehicleData): VehicleSlugs {
  const yearsOf = new Map<string, Map<string, { name: string; years: number[] }>>();
  const makeNames = new Map<string, string>();
  for (const year of data.years) {
    for (const make of data.makesFor(year) ?? []) {
      const makeSlug = nameSlug(make);
      const known = makeNames.get(makeSlug);
      if (known !== undefined && known !== make) throw new Error(`Two makes have the slug ${makeSlug}: ${known}, ${make}`);
      makeNames.set(makeSlug, make);
      const models = yearsOf.get(makeSlug) ?? new Map<string, { name: string; years: number[] }>();
      yearsOf.set(makeSlug, models);
      for (const model of data.modelsFor(year, make) ?? []) {
        const modelSlug = nameSlug(model);
        const entry = models.get(modelSlug) ?? { name: model, years: [] };
        if (entry.name !== model) throw new Error(`Two ${make} models have the slug ${modelSlug}: ${entry.name}, ${model}`);
        entry.years.push(year);
        models.set(modelSlug, entry);
      }
    }
  }

  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });
  const makes: SluggedMake[] = [...makeNames]
    .map(([slug, name]) => ({
      slug,
      name,
      models: [...(yearsOf.get(slug) ?? new Map<string, { name: string; years: number[] }>())]
        .map(([modelSlug, entry]) => ({
          slug: modelSlug,
          name: entry.name,
          makeModel: `${slug}-${modelSlug}`,
          years: [...entry.years].sort((a, b) => b - a),
        }))
        .sort(byName),
    }))
    .filter((make) => make.models.length > 0)
    .sort(byName);

  const makeBySlug = new Map(makes.map((make) => [make.slug, make]));
  const modelBySlug = new Map(makes.map((make) => [make.slug, new Map(make.models.map((model) => [model.slug, model]))]));
  const pairBySlug = new Map<string, { make: SluggedMake; model: SluggedModel }>();
  for (const make of makes) {
    for (const model of make.models) {
      const known = pairBySlug.get(model.makeModel);
      if (known) throw new Error(`Two vehicles have the slug ${model.makeModel}: ${known.make.name} ${known.model.name}, ${make.name} ${model.name}`);
      pairBySlug.set(model.makeModel, { make, model });
    }
  }

  const makeByCompact = new Map(makes.map((make) => [compactSlug(make.name), make]));
  const modelByCompact = new Map(makes.map((make) => [make.slug, new Map(make.models.map((model) => [compactSlug(model.name), model]))]));
  const makeByAlias = new Map<string, SluggedMake>();
  for (const [alias, name] of Object.entries(MAKE_ALIASES)) {
    const make = makeBySlug.get(nameSlug(name));
    if (make) makeByAlias.set(compactSlug(alias), make);
  }
  const aliasSlugs = Object.keys(MAKE_ALIASES).map(nameSlug);

  const findMake = (make: string) => {
    const compact = compactSlug(make);
    return makeBySlug.get(nameSlug(make)) ?? makeByCompact.get(compact) ?? makeByAlias.get(compact);
  };
  const findModel = (make: string, model: string) => {
    const makeEntry = findMake(make);
    const modelEntry = makeEntry && (modelBySlug.get(makeEntry.slug)?.get(nameSlug(model)) ?? modelByCompact.get(makeEntry.slug)?.get(compactSlug(model)));
    return makeEntry && modelEntry ? { make: makeEntry, model: modelEntry } : undefined;
  };
  return {
    makes,
    findMake,
    findModel,
    findMakeModel(makeModel) {
      const slug = nameSlug(makeModel);
      const exact = pairBySlug.get(slug);
      if (exact) return exact;
      for (const alias of aliasSlugs) {
        const found = slug.startsWith(`${alias}-`) ? findModel(alias, slug.slice(alias.length + 1)) : undefined;
        if (found) return found;
      }
      return undefined;
    },
  };
}

let indexed: VehicleSlugs | undefined;

/** The committed vehicle data by slug, indexed on first use and kept. */
export function vehicleSlugs(): VehicleSlugs {
  indexed ??= indexVehicleSlugs(vehicleData());
  return indexed;
}
