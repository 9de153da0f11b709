import { camelCase, snakeCase } from 'change-case';

/**
 * Keys are snake_case on the wire and camelCase in code (ARCHITECTURE §4). Numbers stay with the word before
 * them, as the `SnakeCase` type writes them (accounts.ts), so both a code key with a digit and the spec's
 * `address_1` survive a round trip: `addressLine1` → `address_line1` → `addressLine1`, `last4` → `last4`,
 * `address_1` → `address_1` → `address_1`. (Separating numbers sent `address_line_1`, which came back as
 * `addressLine_1`.)
 */
/**
 * Bounded: a converter that recursed without a limit answered a 10 000-level body with a stack overflow (the
 * server also refuses bodies nested deeper than 32 before parsing them: plugins/jsonapi.ts). Deeper keys are
 * left as they are.
 */
export const KEY_CASE_MAX_DEPTH = 64;

/**
 * How many converted keys each direction remembers. Every document the server sends has its keys converted, and
 * change-case splits each key into words with regular expressions: a customer's list of five requests converted
 * a few thousand keys at about 0.5 µs each (the scale proof's profile, ADR 086). The keys are the contracts' few
 * hundred names; a client may send any, so the memory is bounded and starts again when full.
 */
const REMEMBERED_KEYS = 4096;

/** change-case/keys' walk (the same copies, through arrays, to a depth), with each key converted once. */
function keysConverter(convert: (key: string) => string) {
  const converted = new Map<string, string>();
  const convertKey = (key: string) => {
    let result = converted.get(key);
    if (result === undefined) {
      result = convert(key);
      if (converted.size >= REMEMBERED_KEYS) converted.clear();
      converted.set(key, result);
    }
    return result;
  };
  const changeKeys = (value: unknown, depth: number): unknown => {
    if (depth === 0 || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((item) => changeKeys(item, depth - 1));
    const result = Object.create(Object.getPrototypeOf(value)) as Record<string, unknown>;
    for (const key of Object.keys(value)) result[convertKey(key)] = changeKeys((value as Record<string, unknown>)[key], depth - 1);
    return result;
  };
  return <T>(value: unknown): T => changeKeys(value, KEY_CASE_MAX_DEPTH) as T;
}

export const toCamelKeys: <T = unknown>(value: unknown) => T = keysConverter((key) => camelCase(key));
export const toSnakeKeys: <T = unknown>(value: unknown) => T = keysConverter((key) => snakeCase(key));
