import pino from 'pino';

/**
 * Fields of database errors that carry the values of a query: drizzle's `params` (a sign-up's argon2 hash, an
 * email), the `parameters` of other drivers, and PostgreSQL's `detail` ("Key (email)=(…) already exists").
 */
const VALUE_FIELDS = ['params', 'parameters', 'detail'] as const;
const MAX_CAUSES = 5;

type Serialized = Record<string, unknown>;

/** drizzle writes the values into its message too ("Failed query: …\nparams: …"): the line goes, the SQL stays. */
function withoutParamsText(text: unknown, params: unknown): unknown {
  if (typeof text !== 'string' || params === undefined) return text;
  return text.replace(`\nparams: ${String(params)}`, '\nparams: [redacted]');
}

function scrub(serialized: Serialized, depth: number): Serialized {
  const params = serialized.params ?? serialized.parameters;
  const out: Serialized = { ...serialized };
  for (const field of VALUE_FIELDS) if (field in out) out[field] = '[redacted]';
  out.message = withoutParamsText(out.message, params);
  out.stack = withoutParamsText(out.stack, params);
  if (depth < MAX_CAUSES && out.cause && typeof out.cause === 'object') out.cause = scrub(out.cause as Serialized, depth + 1);
  return out;
}

/**
 * The logger's `err` serializer: pino's own, then without the values a failed query carried (ASVS V7.1: no
 * credentials or personal data in logs). Every `{ err }` logged anywhere in the server goes through it.
 */
export function errSerializer(error: Error): pino.SerializedError {
  return scrub(pino.stdSerializers.err(error) as unknown as Serialized, 0) as unknown as pino.SerializedError;
}
