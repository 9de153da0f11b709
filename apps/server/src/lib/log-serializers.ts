import type { FastifyRequest } from 'fastify';
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

/** Query parameters that carry a capability or a secret: their values never reach the log. */
const SECRET_QUERY_NAME = /token|secret|password|signature|^code$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Paths whose segment is a capability (docs/security.md V7): the satisfaction link's token where a request's id
 * sits (`GET /api/v3/service_requests/{token}`, ADR 034; a request's own id, a UUID, is kept), the satisfaction
 * and reset-password pages, and a vehicle history's share link (its page and its API reads, the PDF and CSV
 * included; ADR 068). Each answers with a trailing slash too (`ignoreTrailingSlash`), so the rest of the path
 * after the token (group 3) is kept and the token still goes.
 */
const SECRET_PATHS: Array<{ pattern: RegExp; keep?: (segment: string) => boolean }> = [
  { pattern: /^(\/api\/v3\/service_requests\/)([^/?#]+)(\/?)$/, keep: (segment) => UUID.test(segment) },
  { pattern: /^(\/service-request\/nps\/)([^/?#]+)(\/?)$/ },
  { pattern: /^(\/reset-password\/)([^/?#]+)(\/?)$/ },
  { pattern: /^(\/vehicle-history\/)([^/?#]+)(\/?)$/ },
  { pattern: /^(\/api\/v3\/vehicle_history_shares\/)([^/?#]+)(\/[^?#]*)?$/ },
];
export const REDACTED = '[redacted]';

/**
 * A request URL as the log may hold it: capability tokens in the query (the calendar link's `token`, any
 * `*token*`, `*secret*`, `*password*`, `*signature*`, `code`) and in the path (SECRET_PATHS) replaced by
 * [redacted]; everything else as it came.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  let safePath = path;
  for (const { pattern, keep } of SECRET_PATHS) {
    const match = pattern.exec(path);
    if (match && !keep?.(match[2]!)) {
      safePath = `${match[1]}${REDACTED}${match[3] ?? ''}`;
      break;
    }
  }
  if (queryAt === -1) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name);
      } catch {
        // A malformed escape: judged as written.
      }
      return SECRET_QUERY_NAME.test(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/**
 * The logger's `req` serializer: Fastify's own fields (method, url, host, address, port), with the URL's
 * capability tokens redacted. Headers are never logged (pino's `redact` also covers authorization and cookies,
 * should anything log them).
 */
export function reqSerializer(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
