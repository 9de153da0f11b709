import { allRoutes, routeUrl } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { build } from '../../test/index.ts';

/**
 * ASVS 8.1.1, 8.2.1 (docs/security.md V8): what a signed-in route answers is the caller's own, so no shared cache
 * (a proxy, a CDN) and no browser's disk keeps it. A route that says nothing of caching answers `private,
 * no-store` (lib/mount.ts); a route that chose its own header keeps it.
 */
describe('replies of signed-in routes', async () => {
  const { app } = await build();
  const user = await createUser(app, { admin: true });
  const signedIn = allRoutes().filter((route) => route.auth !== undefined && route.auth !== 'partner' && route.namespace !== 'test' && !route.stream);

  it('are never kept by a cache: every GET of every signed-in route, answered or refused, says no-store', async () => {
    expect(signedIn.length).toBeGreaterThan(50);
    const kept: string[] = [];
    for (const route of signedIn.filter((entry) => entry.method === 'GET')) {
      const url = routeUrl(route).replace(/:(\w+)\??/g, (_match, name: string) => (/id$/i.test(name) ? '00000000-0000-4000-8000-000000000000' : '1'));
      const response = await app.inject({ method: 'GET', url, headers: { ...user.headers, 'x-partner-id': '00000000-0000-4000-8000-000000000000' }, cookies: user.cookies });
      const cacheControl = String(response.headers['cache-control'] ?? '');
      if (!/no-store/.test(cacheControl)) kept.push(`${route.operationId} ${url} ${response.statusCode} ${cacheControl || '(no cache-control)'}`);
    }
    expect(kept).toEqual([]);
  });
});
