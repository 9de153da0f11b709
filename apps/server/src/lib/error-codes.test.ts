import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allRoutes, type ErrorCode, ERROR_STATUS, type Route } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { impliedErrors } from './mount.ts';

const modulesRoot = fileURLToPath(new URL('../modules/', import.meta.url));
const sourcesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));

const byOperationId = new Map<string, Route>(allRoutes().map((route) => [route.operationId, route]));
/** What a route may answer: its table's `errors` and what every route of its kind answers (lib/mount.ts). */
const codesOf = (route: Route): ErrorCode[] => [...(route.errors ?? []), ...impliedErrors(route)];

/**
 * The API document lists each operation's error codes from its route table entry (lib/mount.ts), so a client
 * generated from it switches on them. A code a module throws that none of its routes declares would reach a
 * client as a code the document never named: each module's `new AppError('code', …)` must be declared by a route
 * that module mounts, or (a use-case other modules call, such as a promo code redeemed at sign-up or a card hold
 * taken by a booking) by a route of the module that calls it — never by no route at all.
 */
describe('error codes declared in the route tables', () => {
  const everyDeclared = new Set(allRoutes().flatMap(codesOf));
  // Each module's folder (a test beside them, modules.conformance.test.ts, is no module).
  const modules = readdirSync(modulesRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  for (const module of modules) {
    it(`${module}: every code it throws is declared by a route it mounts`, () => {
      const sources = sourcesOf(path.join(modulesRoot, module)).join('\n');
      const thrown = new Set([...sources.matchAll(/new AppError\(\s*'(\w+)'/g)].map((match) => match[1] as ErrorCode));
      const mounted = [...sources.matchAll(/mount\(\s*\w+,\s*\w+\.(\w+)/g)]
        .map((match) => byOperationId.get(match[1] as string))
        .filter((route): route is Route => route !== undefined);
      const declared = new Set(mounted.flatMap(codesOf));
      for (const code of thrown) expect(Object.hasOwn(ERROR_STATUS, code), code).toBe(true);
      const elsewhere = [...thrown].filter((code) => !declared.has(code));
      expect(elsewhere.filter((code) => !everyDeclared.has(code)).sort()).toEqual([]);
      // Another module's routes declare it only when that module calls this one's use-cases.
      for (const code of elsewhere) {
        const callers = allRoutes().filter((route) => codesOf(route).includes(code)).map((route) => route.tag);
        expect(callers.filter((tag) => tag !== module), `${module}: ${code}`).not.toEqual([]);
      }
    });
  }
});
