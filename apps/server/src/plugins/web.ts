import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Config } from '../config.ts';
import { apiFormatFor, sendProblems } from './errors.ts';
import { NONCE_HEADER, newNonce, pageCsp } from './security.ts';

const webRoot = fileURLToPath(new URL('../../../web', import.meta.url));

/** Shared caches may keep a page this long; the HTML never depends on the user (the token lives in the browser). */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  expires: number;
}

export interface WebOptions {
  config: Config;
  dev: boolean;
}

/**
 * The React Router app: everything that is not an API route. It lives in its own scope with no body
 * parsers so actions receive the raw request (ARCHITECTURE §9 pitfalls).
 */
export async function webPlugin(app: FastifyInstance, { config, dev }: WebOptions) {
  const buildDir = path.resolve(webRoot, config.webBuildDir ?? 'build');
  let getBuild: () => Promise<ServerBuild>;

  if (dev) {
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
    getBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const serverEntry = path.join(buildDir, 'server', 'index.js');
    if (!existsSync(serverEntry)) {
      throw new Error(`The web app is not built (${serverEntry} is missing): run \`npm run build\` first.`);
    }
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    getBuild = async () => build;
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
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
  }

  const handle = createRequestHandler(getBuild, dev ? 'development' : 'production');
  const cache =
    config.pageCache.maxBytes > 0 && !dev
      ? new LRUCache<string, CachedPage>({
          maxSize: config.pageCache.maxBytes,
          sizeCalculation: (page) => page.body.byteLength + 512,
        })
      : null;

  const sendCached = (reply: FastifyReply, page: CachedPage, state: 'hit' | 'miss') => {
    for (const [name, value] of page.headers) reply.header(name, value);
    return reply.status(page.status).header('x-page-cache', state).send(page.body);
  };

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    if (apiFormatFor(request.url)) {
      return sendProblems(request, reply, [
        { status: 404, code: 'not_found', detail: `No route for ${request.method} ${request.url.split('?')[0]}.` },
      ]);
    }
    const cacheable = cache !== null && (request.method === 'GET' || request.method === 'HEAD');
    const key = `${request.hostname}${request.url}`;
    if (cacheable) {
      const hit = cache.get(key);
      if (hit && hit.expires > Date.now()) return sendCached(reply, hit, 'hit');
    }
    const fetchRequest = createRequest(request.raw, reply.raw);
    const nonce = newNonce();
    fetchRequest.headers.set(NONCE_HEADER, nonce);
    const response = await handle(fetchRequest);
    if (!dev) response.headers.set('content-security-policy', pageCsp(nonce));
    const type = response.headers.get('content-type') ?? '';
    const isDocument = type.includes('text/html');
    if (isDocument && !response.headers.has('cache-control')) {
      response.headers.set('cache-control', response.status === 200 || response.status === 404 ? PAGE_CACHE_CONTROL : 'no-store');
    }
    const storable =
      cacheable &&
      (response.status === 200 || response.status === 404) &&
      !response.headers.has('set-cookie') &&
      /s-maxage/.test(response.headers.get('cache-control') ?? '');
    if (!storable) return reply.send(response);
    const page: CachedPage = {
      status: response.status,
      headers: [...response.headers.entries()].filter(([name]) => name !== 'content-length'),
      body: Buffer.from(await response.arrayBuffer()),
      expires: Date.now() + config.pageCache.ttlSeconds * 1000,
    };
    cache.set(key, page);
    return sendCached(reply, page, 'miss');
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: render });
    scope.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler: render });
  });
}
