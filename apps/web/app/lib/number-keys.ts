/**
 * The wire separates numbers in keys (`last_4`, `address_line_1`: the contracts' `toSnakeKeys`), and the client's
 * camelCase keeps the underscore before a number (`last_4`, `addressLine_1`) so the spec's `address_1` survives;
 * but the contracts' reply types (their `SnakeKeys` type does not separate numbers) say `last4` and
 * `addressLine1`. Until the contracts agree with themselves, the replies of the saved cards and appointments —
 * which have no `address_1`-style keys — pass through here: a letter, an underscore and a digit lose the
 * underscore, at every depth.
 */
const joined = (key: string) => key.replace(/([A-Za-z])_(\d)/g, '$1$2');

export function withJoinedNumberKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withJoinedNumberKeys) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, inner]) => [joined(key), withJoinedNumberKeys(inner)])) as T;
}
