declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public reference data served from memory: see `referenceData`. */
    referenceData?: true;
  }
}

/**
 * Route options for public reference data served from memory — zips, coverage, vehicles, the service
 * catalogue. These are the hottest reads of the site (every visitor's first steps), cost microseconds to
 * answer and carry ETags and shared-cache headers, so they skip what every other route pays for on each
 * request:
 * - the per-IP limiter: counting a read costs more than serving it, and it writes nothing;
 * - bearer-token verification: nobody's identity changes the answer;
 * - per-request compression: their bodies are compressed once when cached (lib/cached-document.ts);
 * - all but the security headers a public JSON read needs (plugins/security.ts);
 * - the access log lines: the route logs at `warn`, so its request logger is never built (lib/lazy-child-logger.ts).
 *
 * Their handlers are plain functions: a document already built is sent in the handler's own tick (ADR 014).
 * Measured with `npm run bench` (paired runs, medians): the lookups went from 33–52 % of the bare-Fastify
 * route to 67–77 % under wrk (49–80 % under autocannon, whose own limit is below 60 % on the catalogue's
 * reply). ADRs 013 and 014 have the reasons and the figures.
 */
export const referenceData = {
  // Not access-logged by the app (the proxy's log has them); their errors still are.
  logLevel: 'warn',
  config: { referenceData: true, rateLimit: false, authenticate: false },
  compress: false,
  decompress: false,
} as const;
