import type { AssistantVehicle } from '@pitstop/contracts';
import Fuse from 'fuse.js';
import { MAKE_ALIASES } from '../../data/vehicles/slugs.ts';

/**
 * Reads a vehicle out of free text ("2014 civic", "my wife's 09 chevy silverado 1500", "f150 2019") against the
 * vehicle data, over as many messages as it takes: a 2- or 4-digit year, a make (with aliases: chevy, vw,
 * merc…) and a model; a model alone names its make when only one make has it.
 */

/** What the advisor needs from the vehicle data (data/vehicles: `vehicleData()`). */
export interface VehicleDirectory {
  /** Model years with data. */
  years: readonly number[];
  makes: readonly string[];
  modelsFor(year: number, make: string): readonly string[] | null;
}

interface ModelEntry {
  make: string;
  name: string;
  /** Letters and digits only, lower case: "F-150" → "f150", "CR-V" → "crv". */
  compact: string;
  years: number[];
}

export interface VehicleIndex {
  directory: VehicleDirectory;
  makesByKey: Map<string, string>;
  modelsByCompact: Map<string, ModelEntry[]>;
  modelsByMake: Map<string, ModelEntry[]>;
  makeFuse: Fuse<string>;
  /** Longest model name in words: n-grams up to this long are tried. */
  maxModelWords: number;
}

export interface VehicleState {
  vehicle?: AssistantVehicle;
  /** Makes offered when a model name belongs to several. */
  makeChoices?: string[];
}

export interface VehicleReply {
  answer: string;
  vehicle: AssistantVehicle;
  complete: boolean;
  followUp: { question: string; options: string[] } | null;
  state: VehicleState;
}

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/[^a-z0-9']+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

/** Words that are never a model on their own, however a model happens to be spelled. */
const NOT_MODELS = new Set(['a', 'an', 'the', 'my', 'it', 'is', 'its', 'car', 'i', 'have', 'one', 'and', 'of', 'new', 'old']);

export function buildVehicleIndex(directory: VehicleDirectory): VehicleIndex {
  const makesByKey = new Map<string, string>();
  for (const make of directory.makes) makesByKey.set(compact(make), make);
  for (const [alias, make] of Object.entries(MAKE_ALIASES)) {
    if (directory.makes.includes(make)) makesByKey.set(compact(alias), make);
  }

  const models = new Map<string, ModelEntry>();
  for (const year of directory.years) {
    for (const make of directory.makes) {
      for (const name of directory.modelsFor(year, make) ?? []) {
        const id = `${make}\u0000${name}`;
        const entry = models.get(id) ?? { make, name, compact: compact(name), years: [] };
        entry.years.push(year);
        models.set(id, entry);
      }
    }
  }
  const modelsByCompact = new Map<string, ModelEntry[]>();
  const modelsByMake = new Map<string, ModelEntry[]>();
  let maxModelWords = 1;
  for (const entry of models.values()) {
    if (!entry.compact || NOT_MODELS.has(entry.compact)) continue;
    entry.years.sort((a, b) => b - a);
    modelsByCompact.set(entry.compact, [...(modelsByCompact.get(entry.compact) ?? []), entry]);
    modelsByMake.set(entry.make, [...(modelsByMake.get(entry.make) ?? []), entry]);
    maxModelWords = Math.max(maxModelWords, words(entry.name).length);
  }
  return {
    directory,
    makesByKey,
    modelsByCompact,
    modelsByMake,
    makeFuse: new Fuse([...directory.makes], { includeScore: true, threshold: 0.3 }),
    maxModelWords: Math.min(maxModelWords, 4),
  };
}

interface Parsed {
  year: number | null;
  make: string | null;
  /** Candidate models, best (longest) match first; several makes may share a name. */
  models: ModelEntry[];
}

function yearOf(token: string, now: number): number | null {
  const digits = token.replace(/^'/, '');
  if (/^\d{4}$/.test(digits)) {
    const year = Number(digits);
    return year >= 1980 && year <= now + 1 ? year : null;
  }
  if (/^\d{2}$/.test(digits)) {
    const short = Number(digits);
    return short <= (now + 1) % 100 ? 2000 + short : short >= 80 ? 1900 + short : null;
  }
  return null;
}

function parse(index: VehicleIndex, text: string, knownMake: string | null, now: number): Parsed {
  const tokens = words(text);
  const used = new Set<number>();

  let make: string | null = null;
  for (let size = 2; size >= 1 && !make; size--) {
    for (let start = 0; start + size <= tokens.length; start++) {
      const found = index.makesByKey.get(compact(tokens.slice(start, start + size).join('')));
      if (found) {
        make = found;
        for (let at = start; at < start + size; at++) used.add(at);
        break;
      }
    }
  }

  // Models: the longest run of words that spells a model ("grand cherokee l" before "grand cherokee").
  const modelMake = make ?? knownMake;
  let models: ModelEntry[] = [];
  for (let size = index.maxModelWords; size >= 1 && models.length === 0; size--) {
    for (let start = 0; start + size <= tokens.length; start++) {
      const span = [...Array(size).keys()].map((offset) => start + offset);
      const overlapsMake = span.some((at) => used.has(at));
      // A model may repeat its make's name ("Mazda 3" is the Mazda3), never be only the make.
      if (overlapsMake && (!make || span.every((at) => used.has(at)))) continue;
      const candidates = index.modelsByCompact.get(compact(tokens.slice(start, start + size).join(''))) ?? [];
      const fitting = modelMake ? candidates.filter((entry) => entry.make === modelMake) : candidates;
      // A bare 2-digit number is a year, not a model ("14 civic"), unless the make is known and has it.
      if (fitting.length === 0 || (size === 1 && /^\d{2}$/.test(tokens[start] as string) && !modelMake)) continue;
      models = fitting;
      for (const at of span) used.add(at);
      break;
    }
  }

  let year: number | null = null;
  for (const [position, token] of tokens.entries()) {
    if (used.has(position)) continue;
    const found = yearOf(token, now);
    if (found) {
      year = found;
      used.add(position);
      break;
    }
  }

  // A misspelt make ("toyta", "volkswagon"): the nearest make name, for words left over.
  if (!make) {
    for (const [position, token] of tokens.entries()) {
      if (used.has(position) || token.length < 4 || NOT_MODELS.has(token)) continue;
      const [best] = index.makeFuse.search(token, { limit: 1 });
      if (best && (best.score ?? 1) <= 0.3) {
        make = best.item;
        used.add(position);
        break;
      }
    }
  }
  return { year, make, models };
}

const describe = ({ year, make, model }: AssistantVehicle) => [year, make, model].filter(Boolean).join(' ');

/** One turn of the vehicle conversation. */
export function adviseVehicle(index: VehicleIndex, state: VehicleState, question: string, now: Date): VehicleReply {
  // The year in UTC, as the vehicles' year list counts it (vehicles.module.ts, ADR 053).
  const thisYear = now.getUTCFullYear();
  const known: AssistantVehicle = state.vehicle ?? { year: null, make: null, model: null };
  const parsed = parse(index, question, known.make, thisYear);

  // A reply naming one of the makes offered settles an ambiguous model.
  let make = parsed.make ?? known.make;
  let models = parsed.models;
  if (models.length === 0 && known.model && make && make !== known.make) {
    models = (index.modelsByCompact.get(compact(known.model)) ?? []).filter((entry) => entry.make === make);
  }
  if (models.length === 0 && !parsed.make && state.makeChoices?.length && known.model) {
    models = (index.modelsByCompact.get(compact(known.model)) ?? []).filter((entry) =>
      state.makeChoices?.includes(entry.make),
    );
  }
  if (make && models.length > 1) models = models.filter((entry) => entry.make === make);

  let model: string | null = known.model;
  let makeChoices: string[] | undefined;
  if (models.length === 1) {
    model = models[0]!.name;
    make = models[0]!.make;
  } else if (models.length > 1) {
    model = models[0]!.name;
    makeChoices = [...new Set(models.map((entry) => entry.make))].sort();
    if (makeChoices.length === 1) {
      make = makeChoices[0]!;
      makeChoices = undefined;
    }
  } else if (parsed.make && known.make && parsed.make !== known.make) {
    // A different make without a model of its own: the old model belonged to the old make.
    model = null;
  }
  const year = parsed.year ?? known.year;
  const vehicle: AssistantVehicle = { year, make: makeChoices ? null : make, model };
  const nothingNew = !parsed.year && !parsed.make && parsed.models.length === 0;

  if (makeChoices) {
    return reply(vehicle, { makeChoices }, `Which make is your ${model}?`, makeChoices.slice(0, 8), nothingNew);
  }
  if (!vehicle.make && !vehicle.model) {
    return reply(
      vehicle,
      {},
      'What make and model is it? For example "Honda Civic".',
      [],
      nothingNew,
      vehicle.year ? `A ${vehicle.year}, got it.` : undefined,
    );
  }
  const entry = vehicle.make && vehicle.model ? modelEntry(index, vehicle.make, vehicle.model) : undefined;
  if (!vehicle.model) {
    const names = (vehicle.year ? index.directory.modelsFor(vehicle.year, vehicle.make!) : null) ??
      (index.modelsByMake.get(vehicle.make!) ?? []).map((candidate) => candidate.name);
    return reply(vehicle, {}, `Which ${describe(vehicle)} model is it?`, [...names].sort().slice(0, 10), nothingNew);
  }
  if (!vehicle.year) {
    return reply(
      vehicle,
      {},
      `What year is your ${describe(vehicle)}?`,
      (entry?.years ?? []).slice(0, 10).map(String),
      nothingNew,
    );
  }
  if (entry && !entry.years.includes(vehicle.year)) {
    const nearest = [...entry.years].sort((a, b) => Math.abs(a - vehicle.year!) - Math.abs(b - vehicle.year!)).slice(0, 6);
    return reply(
      { ...vehicle, year: null },
      {},
      `I don't have a ${vehicle.year} ${vehicle.make} ${vehicle.model}. Which year is it?`,
      nearest.sort((a, b) => b - a).map(String),
      false,
    );
  }
  return {
    answer: `Got it: ${describe(vehicle)}.`,
    vehicle,
    complete: true,
    followUp: null,
    state: { vehicle },
  };
}

function modelEntry(index: VehicleIndex, make: string, model: string): ModelEntry | undefined {
  return index.modelsByCompact.get(compact(model))?.find((entry) => entry.make === make);
}

function reply(
  vehicle: AssistantVehicle,
  state: Omit<VehicleState, 'vehicle'>,
  question: string,
  options: string[],
  nothingNew: boolean,
  lead?: string,
): VehicleReply {
  const sorry = nothingNew ? "I couldn't find a vehicle in that." : undefined;
  return {
    answer: [sorry, lead, question].filter(Boolean).join(' '),
    vehicle,
    complete: false,
    followUp: { question, options },
    state: { ...state, vehicle },
  };
}
