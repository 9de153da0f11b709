import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createRequestHandler, isRouteErrorResponse, type RouterContextProvider, type ServerBuild } from 'react-router';
import { type RuntimeConfig, TEMPORARILY_UNAVAILABLE_RETRY_SECONDS } from '@pitstop/contracts';
import type { ApiTransport } from '@pitstop/contracts/common/routes';
import type { Config } from '../config.ts';
import { compressOnce, type Encoding, negotiateEncoding } from '../lib/content-encoding.ts';
import { redactUrl } from '../lib/log-serializers.ts';
import { apiFormatFor, notFoundProblem, sendProblems } from './errors.ts';
import { NONCE_HEADER, newNonce, pageCsp, pageOrigins } from './security.ts';

const webRoot = fileURLToPath(new URL('../../../web', import.meta.url));

/** Shared caches may keep a page this long; the HTML never depends on the user (the token lives in the browser). */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** Where a person whose requests went over the limit is shown why (docs/product/errors-and-validation.md "Rate limits"). */
export const RATE_LIMIT_PAGE = '/429';

/** What a miss under /assets/ answers: a few bytes, never a page render. */
export const ASSET_NOT_FOUND_TEXT = 'Not found.';

/**
 * A render the page cache may keep: a GET's page that shared caches may keep too (s-maxage) and that sets no
 * cookie. Anything personal must say so with its Cache-Control or cookie. Error pages are never kept: keyed
 * by their URL, every unknown path probed would push a real page out.
 */
export function isStorable(method: string, response: Response): boolean {
  return (
    method === 'GET' &&
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    /\bs-maxage=/.test(response.headers.get('cache-control') ?? '') &&
    // The key is host + URL: a page that varies by a request header cannot be keyed by it.
    (response.headers.get('vary') ?? '')
      .split(',')
      .every((name) => ['', 'accept-encoding'].includes(name.trim().toLowerCase()))
  );
}

interface CachedPage {
  status: number;
  headers: [string, string][];
  /** Compressed once when stored, not on every hit: a hit is then as cheap as sending bytes. */
  bodies: Record<Encoding, Buffer>;
}


async function storedPage(response: Response): Promise<CachedPage> {
  const identity = Buffer.from(await response.arrayBuffer());
  const { br, gzip: gz } = await compressOnce(identity, 'page');
  const headers = [...response.headers.entries()].filter(([name]) => name !== 'content-length' && name !== 'vary');
  return { status: response.status, headers, bodies: { br, gzip: gz, identity } };
}

export interface WebOptions {
  config: Config;
  /** The built app (production); without one, Vite serves the sources with HMR (development). */
  build?: ServerBuild;
  /** What GET /config.json answers: pages render with it (brand, …) before the client has loaded it. */
  runtimeConfig?: RuntimeConfig;
}

/** The page render reads the runtime configuration from this request header (apps/web lib/runtime-config). */
export const RUNTIME_CONFIG_HEADER = 'x-pitstop-runtime-config';

type CreateLoadContext = (transport: ApiTransport) => RouterContextProvider;

/**
 * What a page's loaders call the server's own API with (ADR 055): a fetch answered in process by `inject`, as the
 * visitor (their address, so the API's rate budget is theirs; their bearer token when the page request has one).
 * The web app turns it into its typed API client (apps/web lib/page-api.ts, exported by entry.server.tsx).
 */
export function inProcessApi(app: FastifyInstance, request: FastifyRequest): ApiTransport {
  const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
  return {
    token: bearer,
    fetch: async (url, init) => {
      const reply = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        payload: typeof init.body === 'string' ? init.body : undefined,
        remoteAddress: request.ip,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(reply.headers)) {
        for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) headers.append(name, String(item));
      }
      const empty = reply.statusCode === 204 || reply.statusCode === 205 || reply.statusCode === 304;
      return new Response(empty ? null : reply.rawPayload, { status: reply.statusCode, headers });
    },
  };
}

const buildDirOf = (config: Config) => path.resolve(webRoot, config.webBuildDir ?? 'build');

/** Loads the production build (`npm run build`) or says how to make one. */
export async function loadWebBuild(config: Config): Promise<ServerBuild> {
  const serverEntry = path.join(buildDirOf(config), 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing): run \`npm run build\` first.`);
  }
  return (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
}

/**
 * The React Router app: everything that is not an API route. It lives in its own scope with no body
 * parsers so actions receive the raw request (ARCHITECTURE §9 pitfalls).
 */
export async function webPlugin(app: FastifyInstance, { config, build, runtimeConfig }: WebOptions) {
  const runtimeConfigHeader = runtimeConfig ? encodeURIComponent(JSON.stringify(runtimeConfig)) : null;
  const dev = !build;
  let getBuild: () => Promise<ServerBuild>;

  // React Router reports a render's error on console.error, a stack trace outside the JSON log (a POST
  // to a page with no action is one): unless the web app handles them itself, they go to the log,
  // a client's mistake (a 4xx response) as one info line.
  const renderRequests = new WeakMap<Request, FastifyRequest>();
  const logged = (serverBuild: ServerBuild): ServerBuild =>
    serverBuild.entry.module.handleError
      ? serverBuild
      : {
          ...serverBuild,
          entry: {
            ...serverBuild.entry,
            module: {
              ...serverBuild.entry.module,
              handleError: (error, { request }) => {
                if (request.signal.aborted) return;
                const log = renderRequests.get(request)?.log ?? app.log;
                if (isRouteErrorResponse(error) && error.status < 500) {
                  log.info({ status: error.status, url: redactUrl(new URL(request.url).pathname) }, `page request refused: ${error.statusText}`);
                } else {
                  // A route error response carries the thrown error inside it (ErrorResponseImpl.error).
                  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
                  log.error({ err: cause ?? error }, 'page render failed');
                }
              },
            },
          },
        };

  const served = build && logged(build);
  if (served) {
    getBuild = async () => served;
    await app.register(fastifyStatic, {
      root: path.join(buildDirOf(config), 'client'),
      wildcard: false,
      // Hashed assets never change; everything else (favicon, robots) is revalidated.
      setHeaders: (staticReply, filePath) => {
        staticReply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  } else {
    const { createServer } = await import('vite');
    const middie = await import('@fastify/middie');
    const vite = await createServer({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { port: config.port + 10000 } },
      appType: 'custom',
    });
    await app.register(middie.default);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    getBuild = async () => logged((await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild);
  }

  // Handed a function, React Router derives the routes and a static handler from the build on every request (for
  // HMR); handed the build, once. In production the build never changes.
  const handle = served ? createRequestHandler(served, 'production') : createRequestHandler(getBuild, 'development');
  const { maxBytes, ttlSeconds } = config.pageCache;
  // Bounded by bytes and by age; a page larger than an eighth of the cache is not worth evicting others for.
  const cache =
    maxBytes > 0 && ttlSeconds > 0 && !dev
      ? new LRUCache<string, CachedPage>({
          maxSize: maxBytes,
          maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
          sizeCalculation: ({ bodies }) => bodies.identity.length + bodies.br.length + bodies.gzip.length + 512,
          ttl: ttlSeconds * 1000,
        })
      : null;

  const sendCached = (request: FastifyRequest, reply: FastifyReply, page: CachedPage, state: 'hit' | 'miss' | null) => {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    for (const [name, value] of page.headers) reply.header(name, value);
    // A content-encoding other than identity tells the compress plugin the work is done.
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    reply.status(page.status).header('vary', 'accept-encoding');
    if (state) reply.header('x-page-cache', state);
    return reply.send(page.bodies[encoding]);
  };

  // Renders of a key under way: when a popular page expires, one render serves everyone waiting for it.
  const rendering = new Map<string, Promise<CachedPage | undefined>>();

  // What the configured services need of pages (Facebook Login, Stripe.js): fixed for the server's life.
  const origins = pageOrigins(config);
  /** A page as React Router renders it, under the policy naming this render's nonce. */
  const renderResponse = async (request: FastifyRequest, reply: FastifyReply, fetchRequest: Request) => {
    const nonce = newNonce();
    fetchRequest.headers.set(NONCE_HEADER, nonce);
    // Always ours, never the client's: a page rendered with a forged brand would be cached for everyone.
    if (runtimeConfigHeader) fetchRequest.headers.set(RUNTIME_CONFIG_HEADER, runtimeConfigHeader);
    else fetchRequest.headers.delete(RUNTIME_CONFIG_HEADER);
    renderRequests.set(fetchRequest, request);
    // A web build without loaders calling the API (an older one, a test's) exports no load context.
    const createLoadContext = ((await getBuild()).entry.module as { createLoadContext?: CreateLoadContext }).createLoadContext;
    const response = await handle(fetchRequest, createLoadContext?.(inProcessApi(app, request)));
    // A page rendered with the visitor's session is theirs: no shared cache keeps it.
    if (request.headers.authorization) response.headers.set('cache-control', 'private, no-store');
    // A stored page keeps the policy naming the nonce its HTML carries (docs/decisions/005). Vite's dev
    // client (inline preamble, HMR socket on another port) runs under no policy.
    if (dev) reply.removeHeader('content-security-policy');
    else response.headers.set('content-security-policy', pageCsp(nonce, origins));
    // A page whose data the database could not give (ADR 077: the page API's 503) says when to try again.
    if (response.status === 503 && !response.headers.has('retry-after')) {
      response.headers.set('retry-after', String(TEMPORARILY_UNAVAILABLE_RETRY_SECONDS));
    }
    const isDocument = (response.headers.get('content-type') ?? '').includes('text/html');
    if (isDocument && !response.headers.has('cache-control')) {
      response.headers.set('cache-control', response.status === 200 || response.status === 404 ? PAGE_CACHE_CONTROL : 'no-store');
    }
    return response;
  };

  /**
   * Over the limit, a page request is answered with the rate-limit page itself (status 429, never stored by
   * anyone) at whatever URL was asked, rendered once per build: the person sees why, at no render per request.
   * It is sent without its scripts: hydrating /429's HTML at another URL would ask for the route manifest
   * and /config.json, which the limit refuses; as plain HTML and CSS its one link home still works.
   */
  let rateLimitPage: Promise<CachedPage> | undefined;
  const renderRateLimitPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(RATE_LIMIT_PAGE, `${request.protocol}://localhost`);
    const response = await renderResponse(request, reply, new Request(url, { headers: { accept: 'text/html' } }));
    const html = (await response.text())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
    const headers = new Headers(response.headers);
    headers.set('cache-control', 'no-store');
    headers.set('content-security-policy', pageCsp(newNonce()));
    return storedPage(new Response(html, { status: 429, headers }));
  };
  const sendRateLimitPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = dev
      ? renderRateLimitPage(request, reply)
      : (rateLimitPage ??= renderRateLimitPage(request, reply).catch((error: unknown) => {
          rateLimitPage = undefined; // the next one tries again
          throw error;
        }));
    return sendCached(request, reply, await page, null);
  };

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    // Unknown API paths answer in their namespace's format, never with an HTML page.
    if (apiFormatFor(request.url)) return sendProblems(request, reply, [notFoundProblem(request)]);
    // Only GET renders are stored (a HEAD render has no body); HEAD is answered from them too.
    const key = `${request.host}${request.url}`;
    // A page asked for with a session is rendered for it, never answered from (or kept in) the cache.
    const shared = !request.headers.authorization;
    if (cache && shared && (request.method === 'GET' || request.method === 'HEAD')) {
      const pending = rendering.get(key);
      const hit = cache.get(key) ?? (pending && (await pending));
      if (hit) return sendCached(request, reply, hit, 'hit');
    }

    let stored: ((page: CachedPage | undefined) => void) | undefined;
    if (cache && shared && request.method === 'GET' && !rendering.has(key)) {
      rendering.set(key, new Promise((resolve) => (stored = resolve)));
    }
    try {
      const response = await renderResponse(request, reply, createRequest(request.raw, reply.raw));
      if (!(cache && isStorable(request.method, response))) return reply.send(response);
      const page = await storedPage(response);
      cache.set(key, page);
      stored?.(page);
      return sendCached(request, reply, page, 'miss');
    } finally {
      if (stored) {
        // Waiters for a page that could not be stored render their own.
        stored(undefined);
        rendering.delete(key);
      }
    }
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const schema = { hide: true };
    // A page request over the limit (security plugin) sees the rate-limit page; other errors as anywhere.
    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (error.statusCode === 429 && (request.method === 'GET' || request.method === 'HEAD')) {
        return sendRateLimitPage(request, reply);
      }
      throw error;
    });
    if (build) {
      // Built files under /assets/ are routes of their own (the static plugin); anything else there is a miss — the
      // folder itself too, which the router reads without its trailing slash (ignoreTrailingSlash).
      for (const url of ['/assets/*', '/assets']) {
        scope.route({
          method: ['GET', 'HEAD'],
          url,
          schema,
          handler: (_request, reply) =>
            reply.status(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(ASSET_NOT_FOUND_TEXT),
        });
      }
    }
    scope.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', schema, handler: render });
    scope.route({ method: ['GET', 'HEAD', 'POST'], url: '/', schema, handler: render });
  });
}
