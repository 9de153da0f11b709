import { PAGE_PATHS } from '@pitstop/contracts/pages';
import { type RouteObject, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from './routes';

interface Entry {
  path?: string;
  index?: boolean;
  children?: Entry[];
}

/** Every page address the route config mounts, parents' paths joined; the catch-all is no page. */
function mounted(entries: readonly Entry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    const own = entry.index ? [parent || '/'] : entry.path !== undefined && entry.path !== '*' ? [path] : [];
    return [...own, ...mounted(entry.children ?? [], path)];
  });
}

describe('the route config and the page table (packages/contracts/src/pages.ts)', () => {
  it('mount the same pages: every route is in the table and every page of the table is routed', () => {
    // A layout's index route (/profile) answers at its parent's path: one page.
    const routed = new Set(mounted(routes as Entry[]));
    expect([...routed].sort()).toEqual([...PAGE_PATHS].sort());
  });
});

/** The route config as React Router's matcher reads it (ids, paths, index and children). */
const routeObjects = (entries: readonly (Entry & { id?: string })[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { id: entry.id, index: true }
      : { id: entry.id, path: entry.path, children: routeObjects((entry.children ?? []) as (Entry & { id?: string })[]) },
  );
const deepestRouteId = (path: string) => matchRoutes(routeObjects(routes as Entry[]), path)?.at(-1)?.route.id;

describe('the brand pages’ route (/:brandPage, ADR 069)', () => {
  it('never takes a page of a fixed single segment: static paths outrank it', () => {
    const fixed = PAGE_PATHS.filter((path) => /^\/[^/:]+$/.test(path));
    expect(fixed.length).toBeGreaterThan(20);
    for (const path of fixed) expect(deepestRouteId(path), path).not.toBe('brand-page');
    expect(deepestRouteId('/trust-and-saftey')).toBe('trust-and-safety');
    expect(deepestRouteId('/tos')).toBe('terms');
  });

  it('takes any other single segment (its loader answers the brand’s pages, or 404); deeper unknown paths stay with the catch-all', () => {
    for (const path of ['/pitstop-faq', '/pitstopplus', '/partner-with-pitstop', '/pitstop-plus-faq', '/no-such-page']) {
      expect(deepestRouteId(path), path).toBe('brand-page');
    }
    expect(deepestRouteId('/no/such-page')).toBe('not-found');
  });
});
