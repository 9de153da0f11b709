/**
 * vPIC VIN patterns as sets of characters per position, so two patterns can be intersected: a trim pattern
 * belongs to a model pattern when some VIN matches both.
 *
 * A vPIC `Pattern.Keys` value describes the VIN from position 4 onwards: literal characters, `*` for any,
 * and bracket classes such as `[A-F9]`. Keys holding a `|` address the VIS separately; they mostly carry plant
 * or serial data and are not used here.
 */

/** Characters a VIN may hold (no I, O or Q). */
export const VIN_ALPHABET = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

/** One entry per VIN position from 4 on; `null` is any character. Trailing positions not listed are any. */
export type VinPattern = ReadonlyArray<string | null>;

/** Parses a `Keys` value; `null` when it addresses the VIS (`|`) or is malformed. */
export function parseVinPattern(keys: string): VinPattern | null {
  if (keys.includes('|')) return null;
  const positions: Array<string | null> = [];
  for (let index = 0; index < keys.length; ) {
    const char = keys[index] as string;
    if (char === '*') {
      positions.push(null);
      index += 1;
    } else if (char === '[') {
      const end = keys.indexOf(']', index);
      if (end === -1) return null;
      const chars = expandClass(keys.slice(index + 1, end));
      if (!chars) return null;
      positions.push(chars);
      index = end + 1;
    } else {
      const upper = char.toUpperCase();
      if (!VIN_ALPHABET.includes(upper)) return null;
      positions.push(upper);
      index += 1;
    }
  }
  while (positions.length > 0 && positions[positions.length - 1] === null) positions.pop();
  return positions;
}

function expandClass(body: string): string | null {
  const chars = new Set<string>();
  for (let index = 0; index < body.length; index++) {
    const from = (body[index] as string).toUpperCase();
    if (body[index + 1] === '-' && index + 2 < body.length) {
      const to = (body[index + 2] as string).toUpperCase();
      for (let code = from.charCodeAt(0); code <= to.charCodeAt(0); code++) chars.add(String.fromCharCode(code));
      index += 2;
    } else {
      chars.add(from);
    }
  }
  const allowed = [...VIN_ALPHABET].filter((char) => chars.has(char)).join('');
  return allowed.length === 0 ? null : allowed.length === VIN_ALPHABET.length ? null : allowed;
}

/** The VINs both patterns admit, or `null` when no VIN matches both. */
export function intersectPatterns(a: VinPattern, b: VinPattern): VinPattern | null {
  const length = Math.max(a.length, b.length);
  const result: Array<string | null> = [];
  for (let index = 0; index < length; index++) {
    const left = a[index] ?? null;
    const right = b[index] ?? null;
    if (left === null) result.push(right);
    else if (right === null) result.push(left);
    else {
      const common = [...left].filter((char) => right.includes(char)).join('');
      if (!common) return null;
      result.push(common);
    }
  }
  return result;
}

/** Whether every VIN `inner` admits is admitted by `outer`. */
export function containsPattern(outer: VinPattern, inner: VinPattern): boolean {
  for (let index = 0; index < outer.length; index++) {
    const required = outer[index] ?? null;
    if (required === null) continue;
    const given = inner[index] ?? null;
    if (given === null || ![...given].every((char) => required.includes(char))) return false;
  }
  return true;
}

/**
 * The VINs of `region` that `cut` does not admit, as patterns that do not overlap: per position `cut` narrows,
 * the VINs outside it there (and inside it at the positions before). Empty when `cut` admits all of `region`.
 */
export function subtractPattern(region: VinPattern, cut: VinPattern): VinPattern[] {
  if (!intersectPatterns(region, cut)) return [region];
  const pieces: VinPattern[] = [];
  let inside: Array<string | null> = [...region];
  for (let index = 0; index < cut.length; index++) {
    const required = cut[index] ?? null;
    if (required === null) continue;
    const given = inside[index] ?? null;
    const outside = [...(given ?? VIN_ALPHABET)].filter((char) => !required.includes(char)).join('');
    if (outside) {
      const piece = [...inside];
      while (piece.length <= index) piece.push(null);
      piece[index] = outside;
      pieces.push(piece);
    }
    const within = [...(given ?? VIN_ALPHABET)].filter((char) => required.includes(char)).join('');
    while (inside.length <= index) inside.push(null);
    inside = [...inside];
    inside[index] = within.length === VIN_ALPHABET.length ? null : within;
  }
  return pieces;
}

/** How many positions the pattern fixes or narrows: the more, the more specific. */
export function specificity(pattern: VinPattern): number {
  return pattern.reduce((sum, chars) => sum + (chars === null ? 0 : 1 / chars.length), 0);
}

/** Model-year characters (VIN position 10); the cycle repeats every 30 years. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** The position-10 character of a model year (2000 → Y, 2001 → 1, 2010 → A, 2027 → V). */
export function modelYearCode(year: number): string {
  return YEAR_CODES[(((year - 1980) % 30) + 30) % 30] as string;
}

/** A pattern admitting only VINs of the given model year (position 10 is index 6 from position 4). */
export function yearPattern(year: number): VinPattern {
  return [null, null, null, null, null, null, modelYearCode(year)];
}
