import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Route } from '@pitstop/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { moduleNames, newModule, plannedFiles, REPOSITORY_ROOT, writeModule } from '../../../scripts/new-module.ts';

/**
 * `npm run new:module` (scripts/new-module.ts, ADR 056), run into a copy of what it reads and edits: the contracts
 * package (and the base tsconfig it extends) and the three server registries, with the repository's node_modules linked in so that the endpoints are
 * regenerated there as `npm run generate:endpoints` does. That the written module typechecks, lints and passes its
 * own tests is checked by generating one in the repository (ADR 056 says how); this test checks the shape.
 */
const root = mkdtempSync(join(tmpdir(), 'pitstop-new-module-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
cpSync(join(REPOSITORY_ROOT, 'packages/contracts'), join(root, 'packages/contracts'), { recursive: true });
for (const file of ['tsconfig.base.json', 'apps/server/src/app.ts', 'apps/server/src/plugins/openapi.ts', 'apps/server/src/db/schema/index.ts']) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  cpSync(join(REPOSITORY_ROOT, file), join(root, file));
}
symlinkSync(join(REPOSITORY_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('npm run new:module', () => {
  it('names a kebab-case module every way the code needs', () => {
    expect(moduleNames('loyalty-cards')).toEqual({
      kebab: 'loyalty-cards',
      camel: 'loyaltyCards',
      pascal: 'LoyaltyCards',
      snake: 'loyalty_cards',
      item: 'LoyaltyCard',
      itemKebab: 'loyalty-card',
      words: 'loyalty cards',
    });
    expect(moduleNames('membership').item).toBe('MembershipItem');
  });

  it('refuses a name that is not kebab-case, and one that exists', () => {
    for (const name of ['Widgets', 'loyalty_cards', 'loyaltyCards', '-widgets', 'widgets-', '1widgets', 'a--b']) {
      expect(() => writeModule(root, name), name).toThrow(/is not a kebab-case name/);
    }
    expect(() => writeModule(root, 'reviews')).toThrow(/"reviews" exists already: .*packages\/contracts\/src\/reviews\.ts/);
    expect(() => writeModule(root, 'test-support')).toThrow(/exists already/);
  });

  it('writes the whole shape, registers it, regenerates the endpoints, and then refuses the name', async () => {
    const { written, edited } = newModule(root, 'loyalty-cards', { migration: false });
    expect(written.sort()).toEqual(
      [
        'packages/contracts/src/loyalty-cards.ts',
        'apps/server/src/db/schema/loyalty-cards.ts',
        'apps/server/src/modules/loyalty-cards/loyalty-cards.module.ts',
        'apps/server/src/modules/loyalty-cards/loyalty-cards-deps.ts',
        'apps/server/src/modules/loyalty-cards/list-loyalty-cards.ts',
        'apps/server/src/modules/loyalty-cards/get-loyalty-card.ts',
        'apps/server/src/modules/loyalty-cards/index.ts',
        'apps/server/src/modules/loyalty-cards/loyalty-cards.test.ts',
        'apps/web/app/features/loyalty-cards/api/list-loyalty-cards.ts',
        'apps/web/app/features/loyalty-cards/components/loyalty-cards-list.tsx',
        'apps/web/app/features/loyalty-cards/components/loyalty-cards-list.test.tsx',
        'e2e/specs/loyalty-cards/loyalty-cards.spec.ts',
      ].sort(),
    );
    expect(Object.keys(plannedFiles(moduleNames('loyalty-cards'))).sort()).toEqual(written);
    for (const file of written) expect(existsSync(join(root, file)), file).toBe(true);
    expect(edited).toContain('packages/contracts/src/endpoints.ts');

    // The module: defineModule under its name, its deps with the clock, its own table only, in MODULES.
    const module = read('apps/server/src/modules/loyalty-cards/loyalty-cards.module.ts');
    expect(module).toContain("defineModule(\n  'loyalty-cards',");
    expect(module).toContain('clock: app.clock');
    expect(module.match(/routes\.\w+/g)).toEqual(['routes.listLoyaltyCards', 'routes.getLoyaltyCard']);
    expect(read('apps/server/src/modules/loyalty-cards/loyalty-cards-deps.ts')).toMatch(/clock: Clock;/);
    const app = read('apps/server/src/app.ts');
    expect(app).toContain("import { loyaltyCardsModule } from './modules/loyalty-cards/index.ts';");
    expect(app).toMatch(/ {2}loyaltyCardsModule,\n {2}testSupportModule,/);
    expect(read('apps/server/src/plugins/openapi.ts')).toContain("{ name: 'loyalty-cards', description:");
    expect(read('apps/server/src/db/schema/index.ts')).toMatch(/export \* from '\.\/loyalty-cards\.ts';\n$/);
    expect(read('packages/contracts/src/index.ts')).toContain("export * from './loyalty-cards.ts';");
    // The test covers the owner, another user (404), signed out (401) and bad input (422), on the test helpers' database.
    const test = read('apps/server/src/modules/loyalty-cards/loyalty-cards.test.ts');
    for (const part of ["from '../../../test/index.ts'", 'toBe(404)', 'toBe(422)', 'toBe(401)']) expect(test).toContain(part);
    // The web api file makes one call; its component shows a loading state and has a test.
    expect(read('apps/web/app/features/loyalty-cards/api/list-loyalty-cards.ts').match(/\w+Endpoints\.\w+/g)).toEqual(['loyaltyCardsEndpoints.listLoyaltyCards']);
    expect(read('apps/web/app/features/loyalty-cards/components/loyalty-cards-list.tsx')).toContain('Loading your loyalty cards…');

    // The route table is registered under the module's name, with its tag; the endpoints are generated from it.
    const { ROUTE_TABLES } = (await import(join(root, 'packages/contracts/src/api-routes.ts'))) as { ROUTE_TABLES: Record<string, Record<string, Route>> };
    const table = ROUTE_TABLES['loyalty-cards']!;
    expect(Object.keys(table)).toEqual(['listLoyaltyCards', 'getLoyaltyCard']);
    expect(table.listLoyaltyCards).toMatchObject({ path: '/v3/loyalty_cards', tag: 'loyalty-cards', auth: 'user' });
    expect(table.getLoyaltyCard).toMatchObject({ path: '/v3/loyalty_cards/:id', tag: 'loyalty-cards', auth: 'user' });
    const { endpointsSource } = (await import(join(root, 'packages/contracts/scripts/endpoints-source.ts'))) as { endpointsSource: () => string };
    expect(read('packages/contracts/src/endpoints.ts')).toBe(endpointsSource());
    expect(read('packages/contracts/src/endpoints.ts')).toContain(
      "export const loyaltyCardsEndpoints: Endpoints<typeof loyaltyCardsRoutes> = {\n  listLoyaltyCards: { namespace: 'main', method: 'GET', path: '/v3/loyalty_cards' },\n  getLoyaltyCard: { namespace: 'main', method: 'GET', path: '/v3/loyalty_cards/:id' },\n};",
    );

    expect(() => writeModule(root, 'loyalty-cards')).toThrow(/"loyalty-cards" exists already/);
  });
});
