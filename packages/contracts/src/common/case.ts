import { camelCase, snakeCase } from 'change-case/keys';

/**
 * Keys are snake_case on the wire and camelCase in code (ARCHITECTURE §4). Numbers are separated so the
 * spec's `address_1` survives a round trip (`address_1` → `address_1` → `address_1`).
 */
/**
 * Bounded: a converter that recursed without a limit answered a 10 000-level body with a stack overflow (the
 * server also refuses bodies nested deeper than 32 before parsing them: plugins/jsonapi.ts). Deeper keys are
 * left as they are.
 */
export const KEY_CASE_MAX_DEPTH = 64;
const DEPTH = KEY_CASE_MAX_DEPTH;
const options = { separateNumbers: true } as const;

export const toCamelKeys = <T = unknown>(value: unknown): T => camelCase(value, DEPTH) as T;
export const toSnakeKeys = <T = unknown>(value: unknown): T => snakeCase(value, DEPTH, options) as T;
