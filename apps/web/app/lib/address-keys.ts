/**
 * The wire's `address_line_1` (snake_case with numbers separated, contracts `toSnakeKeys`) camelCases to
 * `addressLine_1`, while the contracts' reply types (their `SnakeKeys` type does not separate numbers) say
 * `addressLine1`. Until the contracts agree with themselves, replies with address lines pass through here: the
 * keys become what the types say. Only these two keys, at the depth given.
 */
const RENAMES: Record<string, string> = { addressLine_1: 'addressLine1', addressLine_2: 'addressLine2' };

export function withAddressLineKeys<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([key, inner]) => [RENAMES[key] ?? key, inner]);
  return Object.fromEntries(entries) as T;
}
