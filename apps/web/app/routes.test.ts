import { PAGE_PATHS } from '@pitstop/contracts/pages';
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
