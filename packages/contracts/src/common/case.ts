import { camelCase, snakeCase } from 'change-case/keys';

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
const DEPTH = KEY_CASE_MAX_DEPTH;

export const toCamelKeys = <T = unknown>(value: unknown): T => camelCase(value, DEPTH) as T;
export const toSnakeKeys = <T = unknown>(value: unknown): T => snakeCase(value, DEPTH) as T;
