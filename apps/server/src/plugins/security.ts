import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { apiFormatFor } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets the security headers a reply outside any route needs (as a route's own onRequest hook does). */
    securityHeaders: onRequestHookHandler;
  }
}

/** Header a page render reads its CSP nonce from (set by the server, never trusted from the client). */
export const NONCE_HEADER = 'x-pitstop-csp-nonce';
export const newNonce = () => randomBytes(16).toString('base64');

/** Facebook Login's Graph API: the sign-in callback reads the person's id there (only with FACEBOOK_APP_ID). */
export const FACEBOOK_GRAPH_ORIGIN = 'https://graph.facebook.com';

/**
 * The origins Stripe documents for Stripe.js, Elements and 3-D Secure under a Content Security Policy (Stripe's
 * integration security guide, https://docs.stripe.com/security/guide#content-security-policy): scripts from
 * js.stripe.com (and its subdomains, where Stripe.js starts frames on their own origins), frames from the same
 * and hooks.stripe.com (3-D Secure's challenge and redirect pages), calls to api.stripe.com. The guide's
 * maps.googleapis.com is for the Address Element's autocomplete, which we do not use (ADR 048).
 */
export const STRIPE_CSP_ORIGINS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/** Origins a page may use beyond its own, by directive. */
export interface PageOrigins {
  script?: readonly string[];
  frame?: readonly string[];
  connect?: readonly string[];
}

/**
 * What the configured services need of pages: Facebook's Graph API with Facebook Login; Stripe's origins only with
 * Stripe keys (without them the sandbox gateway runs on this server and no page talks to Stripe).
 */
export function pageOrigins(config: Pick<Config, 'facebook' | 'stripe'>): PageOrigins {
  const stripe = Boolean(config.stripe.secretKey);
  return {
    script: stripe ? STRIPE_CSP_ORIGINS.script : [],
    frame: stripe ? STRIPE_CSP_ORIGINS.frame : [],
    connect: [...(config.facebook.appId ? [FACEBOOK_GRAPH_ORIGIN] : []), ...(stripe ? STRIPE_CSP_ORIGINS.connect : [])],
  };
}

/** The policy pages run under: scripts only from us or carrying this render's nonce; calls to us; and `origins`. */
export function pageCsp(nonce: string, origins: PageOrigins = {}) {
  const { script = [], frame = [], connect = [] } = origins;
  return [
    "default-src 'self'",
    [`script-src 'self' 'nonce-${nonce}'`, ...script].join(' '),
    // Mantine sets CSS variables through style attributes and a <style> element.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connect].join(' '),
    ["frame-src 'self'", ...frame].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const PROBES = new Set(['/healthz', '/readyz']);

/**
 * The two budgets each address has, RATE_LIMIT_MAX requests a minute each: the API's, and the web app's
 * (pages, the route manifest, /config.json, files and asset misses). A person who spent the API budget must
 * still get the pages that tell them so: the rate-limit page, and the manifest the client needs to go there
 * (ADR 024). Hashed asset files are not counted at all (see allowList).
 */
export type RateLimitBudget = 'api' | 'web';
export const rateLimitBudgetOf = (url: string): RateLimitBudget => (apiFormatFor(url) ? 'api' : 'web');

/** A built asset file the static plugin serves (one route per file); a miss under /assets/ is another route. */
const isAssetFile = (routeUrl: string | undefined) => routeUrl !== undefined && routeUrl.startsWith('/assets/') && !routeUrl.includes('*');

/**
 * Helmet's headers depend only on its options, never on the request, so they are worked out once at boot with
 * the `helmet` library and set with one cheap hook. Running helmet's middleware on every request (as
 * @fastify/helmet does) halved the throughput of every route (measured: 70k → 34k req/s on a bare route).
 */
export function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

const API_HEADER_NAMES = new Set([
  'content-security-policy',
  'x-content-type-options',
  'strict-transport-security',
  'referrer-policy',
  'cross-origin-resource-policy',
]);

export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const securityHeaders = staticSecurityHeaders({
    // API responses and static files: nothing may run. Pages replace this with pageCsp(nonce).
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Every reply's policy says frame-ancestors 'none' (pages' too: pageCsp), which every browser we serve
    // obeys and which overrides X-Frame-Options where both are sent; helmet's SAMEORIGIN beside it said the
    // opposite to anyone reading the headers.
    xFrameOptions: false,
    strictTransportSecurity: config.isProduction,
  });
  // JSON replies are never rendered as documents: of Helmet's set they need what stops sniffing, framing and
  // downgrades (OWASP REST Security Cheat Sheet); the document-only headers are left to pages and static files.
  const apiHeaders = Object.fromEntries(
    Object.entries(securityHeaders).filter(([name]) => API_HEADER_NAMES.has(name)),
  );
  // Public reference data (lib/reference-data.ts), the hottest reads, carry the least a JSON reply needs:
  // no sniffing, nothing may run or frame it (frame-ancestors), and HSTS. In an
  // isolated test nine extra headers cost a bare route roughly 15 % of its throughput; what these leave out protects nothing in public
  // data: a referrer policy and CORP are for documents and private data, and a request id correlates with
  // no log line (reference reads are not access-logged).
  const referenceHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    ...(securityHeaders['strict-transport-security']
      ? { 'strict-transport-security': securityHeaders['strict-transport-security'] }
      : {}),
  };
  const withRequestId = (headers: Record<string, string>): onRequestHookHandler => (request, reply, done) => {
    reply.headers(headers).header('x-request-id', request.id);
    done();
  };
  const forApi = withRequestId(apiHeaders);
  const forDocuments = withRequestId(securityHeaders);
  const forReferenceData: onRequestHookHandler = (_request, reply, done) => {
    reply.headers(referenceHeaders);
    done();
  };
  const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');
  // Chosen once per route rather than per request, and ahead of the limiter's hook so that a 429 carries
  // them too (only the auth hook, which never replies, goes before).
  app.addHook('onRoute', (route) => {
    const hook = route.config?.referenceData ? forReferenceData : isApi(route.url) ? forApi : forDocuments;
    route.onRequest = [hook, ...(route.onRequest ? [route.onRequest].flat() : [])];
  });
  // For replies outside any route: the not-found handler's.
  app.decorate('securityHeaders', ((request, reply, done) =>
    (isApi(request.url) ? forApi : forDocuments).call(app, request, reply, done)) as onRequestHookHandler);

  // Shared counters across nodes when Redis is configured; a store outage must not take the site down with it.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        lazyConnect: true,
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    // Said once per outage, not once per reconnection attempt.
    let up = true;
    redis.on('error', (error) => {
      if (up) app.log.warn({ err: error }, 'Redis is not reachable: rate limits are not enforced until it is');
      up = false;
    });
    redis.on('ready', () => {
      if (!up) app.log.info('Redis is reachable again');
      up = true;
    });
    await redis.connect().catch(() => undefined);
    app.addHook('onClose', async () => void redis.disconnect());
  }
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    redis,
    nameSpace: `${config.brandSlug}-rl-`,
    skipOnError: true,
    keyGenerator: (request) => `${rateLimitBudgetOf(request.url)}:${request.ip}`,
    // Probes must never be refused: a 429 on /readyz would take a healthy node out of the load balancer.
    // Hashed asset files are immutable and cached by browsers: a page that renders must get them. A miss under
    // /assets/ is not a file and counts (plugins/web.ts). Public reference data opts out at its routes
    // (lib/reference-data.ts).
    allowList: (request) => PROBES.has(request.url) || isAssetFile(request.routeOptions.url),
  });
});
