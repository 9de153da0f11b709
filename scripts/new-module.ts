import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { camelCase, kebabCase, noCase, pascalCase, snakeCase } from 'change-case';

/**
 * `npm run new:module <name>`: the whole shape of a new module (ADR 056), as the real ones are built
 * (docs/architecture.md §5): the contracts file with its schema and route table (registered in ROUTE_TABLES,
 * exported, the endpoints regenerated), the table, the server module (deps with the clock, one use-case, index,
 * an integration test, registered in MODULES and in the API document's tags), the web feature (one API call, one
 * component with its test) and an e2e spec. `--no-migration` leaves `npm run db:generate` to the caller.
 *
 * The generated module has two routes: the signed-in user's items a page at a time, `GET /v3/<name>`, and one of
 * them, `GET /v3/<name>/:id` (another user's is the 404). It passes typecheck, lint and its own tests as written
 * (apps/server/test/new-module.test.ts); the next module replaces the example with its domain.
 */

export interface ModuleNames {
  /** kebab-case: the module, its folders, its contracts file, its route-table key and tag. */
  kebab: string;
  /** `loyaltyCards`: the table's and the route table's variable (`loyaltyCardsRoutes`). */
  camel: string;
  /** `LoyaltyCards`. */
  pascal: string;
  /** `loyalty_cards`: the database table, the JSON:API type and the URL's word. */
  snake: string;
  /** `LoyaltyCard`: one item (the name without its plural s, else `…Item`). */
  item: string;
  /** `loyalty-card`: one item's use-case file. */
  itemKebab: string;
  /** `loyalty cards`: in sentences. */
  words: string;
}

/** The repository this script belongs to: where `npm run new:module` writes. */
export const REPOSITORY_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function moduleNames(kebab: string): ModuleNames {
  if (!KEBAB.test(kebab)) throw new Error(`"${kebab}" is not a kebab-case name (lower-case words joined by "-", e.g. loyalty-cards).`);
  const pascal = pascalCase(kebab);
  const item = /[^s]s$/.test(pascal) ? pascal.slice(0, -1) : `${pascal}Item`;
  return { kebab, camel: camelCase(kebab), pascal, snake: snakeCase(kebab), item, itemKebab: kebabCase(item), words: noCase(kebab) };
}

/** The files the generator writes, relative to the repository's root. */
export function plannedFiles(n: ModuleNames): Record<string, string> {
  return {
    [`packages/contracts/src/${n.kebab}.ts`]: contractsFile(n),
    [`apps/server/src/db/schema/${n.kebab}.ts`]: schemaFile(n),
    [`apps/server/src/modules/${n.kebab}/${n.kebab}-deps.ts`]: depsFile(n),
    [`apps/server/src/modules/${n.kebab}/list-${n.kebab}.ts`]: useCaseFile(n),
    [`apps/server/src/modules/${n.kebab}/get-${n.itemKebab}.ts`]: getUseCaseFile(n),
    [`apps/server/src/modules/${n.kebab}/${n.kebab}.module.ts`]: moduleFile(n),
    [`apps/server/src/modules/${n.kebab}/index.ts`]: indexFile(n),
    [`apps/server/src/modules/${n.kebab}/${n.kebab}.test.ts`]: serverTestFile(n),
    [`apps/web/app/features/${n.kebab}/api/list-${n.kebab}.ts`]: webApiFile(n),
    [`apps/web/app/features/${n.kebab}/components/${n.kebab}-list.tsx`]: webComponentFile(n),
    [`apps/web/app/features/${n.kebab}/components/${n.kebab}-list.test.tsx`]: webComponentTestFile(n),
    [`e2e/specs/${n.kebab}/${n.kebab}.spec.ts`]: e2eSpecFile(n),
  };
}

/** Registries the generator edits: each gets one line for the module. */
const REGISTRIES = {
  routeTables: 'packages/contracts/src/api-routes.ts',
  contractsIndex: 'packages/contracts/src/index.ts',
  schemaIndex: 'apps/server/src/db/schema/index.ts',
  app: 'apps/server/src/app.ts',
  openapi: 'apps/server/src/plugins/openapi.ts',
} as const;
const ENDPOINTS = 'packages/contracts/src/endpoints.ts';

/** Inserts `line` before the first line matching `anchor` (after the last one with `after`), or fails loudly. */
function insertLine(source: string, file: string, line: string, where: { before: RegExp } | { afterLast: RegExp }): string {
  const lines = source.split('\n');
  let at: number;
  if ('before' in where) at = lines.findIndex((candidate) => where.before.test(candidate));
  else {
    const last = lines.findLastIndex((candidate) => where.afterLast.test(candidate));
    at = last === -1 ? -1 : last + 1;
  }
  if (at === -1) throw new Error(`${file}: found no line matching ${'before' in where ? where.before : where.afterLast}; add the module there by hand.`);
  lines.splice(at, 0, line);
  return lines.join('\n');
}

/** Why the name cannot be a new module, or null. */
export function refusal(root: string, name: string): string | null {
  if (!KEBAB.test(name)) return `"${name}" is not a kebab-case name (lower-case words joined by "-", e.g. loyalty-cards).`;
  const n = moduleNames(name);
  const taken = [
    `apps/server/src/modules/${n.kebab}`,
    `apps/web/app/features/${n.kebab}`,
    `e2e/specs/${n.kebab}`,
    ...Object.keys(plannedFiles(n)),
  ].filter((path, _at, all) => existsSync(join(root, path)) && !all.some((folder) => path.startsWith(`${folder}/`) && existsSync(join(root, folder))));
  if (taken.length > 0) return `"${name}" exists already: ${taken.join(', ')}.`;
  const tables = readFileSync(join(root, REGISTRIES.routeTables), 'utf8');
  if (new RegExp(`^\\s*'?${n.kebab}'?:`, 'm').test(tables) || tables.includes(`${n.camel}Routes`)) return `"${name}" is a route table already (${REGISTRIES.routeTables}).`;
  return null;
}

export interface Generated {
  written: string[];
  edited: string[];
}

/** Writes the module's files and its registry lines under `root` (no child process). Throws on a refused name. */
export function writeModule(root: string, name: string): Generated {
  const refused = refusal(root, name);
  if (refused) throw new Error(refused);
  const n = moduleNames(name);
  const edit = (file: string, change: (source: string) => string) => {
    const path = join(root, file);
    writeFileSync(path, change(readFileSync(path, 'utf8')));
  };
  edit(REGISTRIES.routeTables, (source) =>
    insertLine(
      insertLine(source, REGISTRIES.routeTables, `import { ${n.camel}Routes } from './${n.kebab}.ts';`, { afterLast: /^import .* from '\.\/.*';$/ }),
      REGISTRIES.routeTables,
      `  ${/-/.test(n.kebab) ? `'${n.kebab}'` : n.kebab}: ${n.camel}Routes,`,
      { before: /^\s*'test-support': testSupportRoutes,/ },
    ),
  );
  edit(REGISTRIES.contractsIndex, (source) =>
    insertLine(source, REGISTRIES.contractsIndex, `export * from './${n.kebab}.ts';`, { before: /^export \* from '\.\/test-support\.ts';/ }),
  );
  edit(REGISTRIES.schemaIndex, (source) => `${source.trimEnd()}\nexport * from './${n.kebab}.ts';\n`);
  edit(REGISTRIES.app, (source) =>
    insertLine(
      insertLine(source, REGISTRIES.app, `import { ${n.camel}Module } from './modules/${n.kebab}/index.ts';`, { afterLast: /^import .* from '\.\/modules\/.*';$/ }),
      REGISTRIES.app,
      `  ${n.camel}Module,`,
      { before: /^\s*testSupportModule,$/ },
    ),
  );
  edit(REGISTRIES.openapi, (source) =>
    insertLine(source, REGISTRIES.openapi, `  { name: '${n.kebab}', description: "The signed-in user's ${n.words} (main API, JSON:API)." },`, {
      before: /^\s*\{ name: 'system', description:/,
    }),
  );
  const written: string[] = [];
  for (const [file, text] of Object.entries(plannedFiles(n))) {
    const path = join(root, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    written.push(file);
  }
  return { written, edited: Object.values(REGISTRIES) };
}

/** Writes the module, then regenerates the endpoints (and, unless asked not to, the migration) under `root`. */
export function newModule(root: string, name: string, { migration = true }: { migration?: boolean } = {}): Generated {
  const generated = writeModule(root, name);
  execFileSync(process.execPath, ['--import', 'tsx', 'packages/contracts/scripts/generate-endpoints.ts'], { cwd: root, stdio: 'pipe' });
  generated.edited.push(ENDPOINTS);
  if (migration) {
    // drizzle-kit names the migration after the module (0019_loyalty-cards.sql).
    execFileSync('npm', ['run', 'db:generate', '--silent', '-w', 'apps/server', '--', '--name', name], { cwd: root, stdio: 'pipe' });
    generated.edited.push('apps/server/src/db/migrations/ (a new migration)');
  }
  return generated;
}

// ─── The files ──────────────────────────────────────────────────────────────────────────────────────────

function contractsFile(n: ModuleNames): string {
  return `import { z } from 'zod';
import { snakeKeys } from './accounts.ts';
import { jsonApiDocument, jsonApiListDocument } from './common/jsonapi.ts';
import { PageQuery } from './common/pagination.ts';
import { defineRoutes } from './common/routes.ts';

/**
 * ${n.pascal} (module \`${n.kebab}\`, ADR 050): its schemas, messages and route table \`${n.camel}Routes\`.
 * Written by \`npm run new:module ${n.kebab}\` (ADR 056): replace the example with the domain's own.
 */
export const ${n.camel}Messages = {
  notFound: 'Not found.',
} as const;

/** One of a user's ${n.words}. */
export const ${n.item} = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type ${n.item} = z.infer<typeof ${n.item}>;
const ${n.item}Attributes = snakeKeys(${n.item}.omit({ id: true }));
export const ${n.item}Document = jsonApiDocument('${n.snake}', ${n.item}Attributes);
export const ${n.item}ListDocument = jsonApiListDocument('${n.snake}', ${n.item}Attributes);

export const ${n.item}Params = z.object({ id: z.uuid() });

export const ${n.camel}Routes = defineRoutes('${n.kebab}', {
  list${n.pascal}: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/${n.snake}',
    summary: "The signed-in user's ${n.words}, newest first, a page at a time",
    auth: 'user',
    query: PageQuery,
    reply: ${n.item}ListDocument,
  },
  get${n.item}: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/${n.snake}/:id',
    summary: "One of the signed-in user's ${n.words}",
    description: "Another user's is 404, as one that does not exist.",
    auth: 'user',
    params: ${n.item}Params,
    reply: ${n.item}Document,
    errors: ['not_found'],
  },
});
`;
}

function schemaFile(n: ModuleNames): string {
  return `import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** ${n.pascal} (module \`${n.kebab}\`): one row per item, owned by a user. */
export const ${n.camel} = pgTable(
  '${n.snake}',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('${n.snake}_user_idx').on(t.userId, t.createdAt)],
);
`;
}

function depsFile(n: ModuleNames): string {
  return `import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the ${n.words} use-cases get, built once by the module. The clock is required (ADR 053): \`deps.clock.now()\`. */
export interface ${n.pascal}Deps {
  db: Db;
  clock: Clock;
}
`;
}

function useCaseFile(n: ModuleNames): string {
  return `import type { ${n.item}, PageQuery } from '@pitstop/contracts';
import { count, desc, eq } from 'drizzle-orm';
import { ${n.camel} } from '../../db/schema/index.ts';
import type { ${n.pascal}Deps } from './${n.kebab}-deps.ts';

/** GET /v3/${n.snake}: the caller's own, newest first, one page (or all), and the total. */
export async function list${n.pascal}(deps: Pick<${n.pascal}Deps, 'db'>, input: { userId: string; page: PageQuery }): Promise<{ items: ${n.item}[]; count: number }> {
  const where = eq(${n.camel}.userId, input.userId);
  const query = deps.db.select().from(${n.camel}).where(where).orderBy(desc(${n.camel}.createdAt), desc(${n.camel}.id));
  const { page, perPage, all } = input.page;
  const [rows, [total]] = await Promise.all([
    all ? query : query.limit(perPage).offset((page - 1) * perPage),
    deps.db.select({ count: count() }).from(${n.camel}).where(where),
  ]);
  return {
    items: rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.createdAt.toISOString() })),
    count: total?.count ?? 0,
  };
}
`;
}

function getUseCaseFile(n: ModuleNames): string {
  return `import { ${n.camel}Messages, type ${n.item} } from '@pitstop/contracts';
import { and, eq } from 'drizzle-orm';
import { ${n.camel} } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ${n.pascal}Deps } from './${n.kebab}-deps.ts';

/** GET /v3/${n.snake}/{id}: one of the caller's own; another user's is the same 404 as one that does not exist. */
export async function get${n.item}(deps: Pick<${n.pascal}Deps, 'db'>, input: { userId: string; id: string }): Promise<${n.item}> {
  const [row] = await deps.db
    .select()
    .from(${n.camel})
    .where(and(eq(${n.camel}.id, input.id), eq(${n.camel}.userId, input.userId)));
  if (!row) throw new AppError('not_found', ${n.camel}Messages.notFound);
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString() };
}
`;
}

function moduleFile(n: ModuleNames): string {
  return `import { ${n.camel}Routes as routes } from '@pitstop/contracts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { currentUser } from '../../plugins/auth.ts';
import { jsonApiList, jsonApiResource } from '../../plugins/jsonapi.ts';
import type { ${n.pascal}Deps } from './${n.kebab}-deps.ts';
import { get${n.item} } from './get-${n.itemKebab}.ts';
import { list${n.pascal} } from './list-${n.kebab}.ts';

const PRIVATE = 'private, no-store';

/** ${n.pascal} (contracts \`${n.camel}Routes\`, ADR 050): mounts its own table only. */
export const ${n.camel}Module = defineModule(
  '${n.kebab}', // = folder = ROUTE_TABLES key = tag
  async (app, { database }) => {
    const deps: ${n.pascal}Deps = { db: database.db, clock: app.clock };

    mount(app, routes.list${n.pascal}, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const { items, count } = await list${n.pascal}(deps, { userId: currentUser(request).id, page: request.query });
      return jsonApiList('${n.snake}', items, count);
    });

    mount(app, routes.get${n.item}, async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return jsonApiResource('${n.snake}', await get${n.item}(deps, { userId: currentUser(request).id, id: request.params.id }));
    });
  },
  ['auth'], // registered before it, checked at boot; add 'events', 'jobs', 'outbox'… as the module uses them (ADR 051)
);
`;
}

function indexFile(n: ModuleNames): string {
  return `/** ${n.pascal}. Others use: the module (add here what other modules may use; lint refuses deeper imports). */
export { ${n.camel}Module } from './${n.kebab}.module.ts';
`;
}

function serverTestFile(n: ModuleNames): string {
  return `import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { ${n.camel} } from '../../db/schema/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

describe('${n.words}', async () => {
  const { app, database } = await build();
  const owner = await createUser(app);
  const other = await createUser(app);
  const [first] = await database.db
    .insert(${n.camel})
    .values([
      { userId: owner.user.id, name: 'The first', createdAt: new Date('2026-11-02T10:00:00Z') },
      { userId: owner.user.id, name: 'The second', createdAt: new Date('2026-11-03T10:00:00Z') },
      { userId: other.user.id, name: 'Not yours', createdAt: new Date('2026-11-04T10:00:00Z') },
    ])
    .returning();

  const get = (url: string, caller: CreatedUser | null) => app.inject({ method: 'GET', url, headers: caller?.headers ?? {} });
  const list = (caller: CreatedUser | null, query = '') => get(\`/api/v3/${n.snake}\${query}\`, caller);
  const one = (id: string, caller: CreatedUser | null) => get(\`/api/v3/${n.snake}/\${id}\`, caller);

  it('lists the caller’s own ${n.words}, newest first, with the total', async () => {
    const reply = await list(owner);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toContain('application/vnd.api+json');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const document = reply.json();
    expect(document.data.map((item: any) => item.attributes.name)).toEqual(['The second', 'The first']);
    expect(document.data[0]).toMatchObject({ type: '${n.snake}', attributes: { created_at: '2026-11-03T10:00:00.000Z' } });
    expect(document.meta.count).toBe(2);
    const second = await list(owner, '?page=2&per_page=1');
    expect(second.json().data.map((item: any) => item.attributes.name)).toEqual(['The first']);
    expect((await list(other)).json().data.map((item: any) => item.attributes.name)).toEqual(['Not yours']);
  });

  it('reads one to its owner; another user gets 404, a signed-out caller 401', async () => {
    const own = await one(first!.id, owner);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ id: first!.id, type: '${n.snake}', attributes: { name: 'The first' } });
    const theirs = await one(first!.id, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errors[0].code).toBe('not_found');
    expect((await one(first!.id, null)).statusCode).toBe(401);
    expect((await list(null)).statusCode).toBe(401);
  });

  it('refuses bad input (422), pointing at the parameter', async () => {
    const page = await list(owner, '?per_page=0');
    expect(page.statusCode).toBe(422);
    expect(page.json().errors[0].source.parameter).toBe('per_page');
    const id = await one('not-an-id', owner);
    expect(id.statusCode).toBe(422);
    expect(id.json().errors[0].source.parameter).toBe('id');
  });
});
`;
}

function webApiFile(n: ModuleNames): string {
  return `import { ${n.camel}Endpoints } from '@pitstop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, api } from '~/lib/api-client';

/** GET /v3/${n.snake}: the signed-in user's ${n.words}, newest first, one page. */
export async function list${n.pascal}(page: number, signal?: AbortSignal, client: ApiClient = api) {
  return client.call(${n.camel}Endpoints.list${n.pascal}, { query: { page }, signal });
}

export type ${n.item}View = Awaited<ReturnType<typeof list${n.pascal}>>['data'][number];

/** \`client\`: the loader-side API on the server (lib/page-data.server.ts), the browser's otherwise. */
export const ${n.camel}ListQueryOptions = (page: number, client: ApiClient = api) =>
  queryOptions({ queryKey: ['${n.kebab}', 'list', page], queryFn: ({ signal }) => list${n.pascal}(page, signal, client) });

export const use${n.pascal}List = (page = 1) => useQuery(${n.camel}ListQueryOptions(page));
`;
}

function webComponentFile(n: ModuleNames): string {
  return `import { Group, List, Loader, Text } from '@mantine/core';
import { extractErrorText } from '@pitstop/contracts/common/errors';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { use${n.pascal}List } from '../api/list-${n.kebab}';

/** The signed-in user's ${n.words}, newest first. */
export function ${n.pascal}List() {
  const list = use${n.pascal}List();
  if (list.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>Loading your ${n.words}…</Text>
      </Group>
    );
  }
  if (list.isError) return <ProblemAlert problem={extractErrorText(list.error)} />;
  if (list.data.data.length === 0) return <Text role="status">No ${n.words} yet.</Text>;
  return (
    <List>
      {list.data.data.map((item) => (
        <List.Item key={item.id}>{item.name}</List.Item>
      ))}
    </List>
  );
}
`;
}

function webComponentTestFile(n: ModuleNames): string {
  return `import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonApiList } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ${n.pascal}List } from './${n.kebab}-list';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/v3/${n.snake}';

describe('${n.pascal}List', () => {
  it('says it is loading, then lists the ${n.words}', async () => {
    const { calls } = fakeApi({
      [LIST]: { delay: 20, body: jsonApiList('${n.snake}', [{ id: 'a1', name: 'The second', created_at: '2026-11-03T10:00:00.000Z' }]) },
    });
    renderWithProviders(<${n.pascal}List />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your ${n.words}…');
    expect(await screen.findByText('The second')).toBeInTheDocument();
    expect(calls.map((call) => \`\${call.method} \${call.path}\`)).toEqual([LIST]);
  });

  it('says when there are none', async () => {
    fakeApi({ [LIST]: { body: jsonApiList('${n.snake}', []) } });
    renderWithProviders(<${n.pascal}List />);
    expect(await screen.findByText('No ${n.words} yet.')).toBeInTheDocument();
  });
});
`;
}

function e2eSpecFile(n: ModuleNames): string {
  return `import { randomUUID } from 'node:crypto';
import { auth } from '../../fixtures/booking.ts';
import { expect, test } from '../../fixtures/test.ts';

// ${n.pascal} has no page yet: this spec calls its API as the browser would, with users made by the fixtures.
// When a page comes, sign in with \`signedInUser\`, open it through \`href()\`'s path and read it by role.

test('a new user has no ${n.words}; one that is not theirs is 404; signed out is 401', async ({ request, createUser }) => {
  const user = await createUser();
  const own = await request.get('/api/v3/${n.snake}', { headers: auth(user.accessToken) });
  expect(own.status()).toBe(200);
  expect(await own.json()).toMatchObject({ data: [], meta: { count: 0 } });
  const missing = await request.get(\`/api/v3/${n.snake}/\${randomUUID()}\`, { headers: auth(user.accessToken) });
  expect(missing.status()).toBe(404);
  expect((await request.get('/api/v3/${n.snake}')).status()).toBe(401);
});
`;
}

// ─── The command ────────────────────────────────────────────────────────────────────────────────────────

function main(argv: string[]): number {
  const args = argv.filter((arg) => !arg.startsWith('--'));
  const migration = !argv.includes('--no-migration');
  const root = REPOSITORY_ROOT;
  if (args.length !== 1) {
    process.stderr.write('Usage: npm run new:module <kebab-name> [-- --no-migration]\n');
    return 2;
  }
  const name = args[0]!;
  const refused = refusal(root, name);
  if (refused) {
    process.stderr.write(`new:module: ${refused}\n`);
    return 1;
  }
  const { written, edited } = newModule(root, name, { migration });
  const n = moduleNames(name);
  const lines = [
    `Module "${name}" written.`,
    '',
    'Files written:',
    ...written.map((file) => `  ${file}`),
    'Files edited:',
    ...edited.map((file) => `  ${file}`),
    '',
    'Next steps:',
    ...(migration ? [] : ['  npm run db:generate                      # the migration of the new table']),
    `  npx vitest run --project server src/modules/${n.kebab} src/modules/modules.conformance.test.ts`,
    `  npx vitest run --project web app/features/${n.kebab}`,
    '  npm run typecheck && npm run lint',
    `  Replace the example (a list and a read) with the domain's own: contracts, table, use-cases, web, e2e;`,
    `  keep the ADR 050 shape (docs/architecture.md §5). The tag's description is in apps/server/src/plugins/openapi.ts.`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`new:module: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
