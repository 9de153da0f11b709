import { camelCase, snakeCase } from 'change-case/keys';

/**
 * Keys are snake_case on the wire and camelCase in code (ARCHITECTURE §4). Numbers are separated so the
 * spec's `address_1` survives a round trip (`address_1` → `address_1` → `address_1`).
 */
const DEPTH = Infinity;
const options = { separateNumbers: true } as const;

export const toCamelKeys = <T = unknown>(value: unknown): T => camelCase(value, DEPTH) as T;
export const toSnakeKeys = <T = unknown>(value: unknown): T => snakeCase(value, DEPTH, options) as T;
