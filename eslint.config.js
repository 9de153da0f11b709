import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, flatConfigs as importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const folders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const listed = (dir) => {
  try {
    return folders(dir);
  } catch {
    return [];
  }
};

const WEB_FEATURES = 'apps/web/app/features';
const SERVER_MODULES = 'apps/server/src/modules';

/**
 * The import boundaries of ARCHITECTURE §2, generated from the folders present so a new feature or
 * module is covered the moment it exists: a web feature never imports a sibling feature (routes compose
 * them); a server module reaches another only through that module's index.ts.
 */
const boundaryZones = [
  ...listed(WEB_FEATURES).map((feature) => ({
    target: `./${WEB_FEATURES}/${feature}`,
    from: `./${WEB_FEATURES}`,
    except: [`./${feature}`],
    message: 'A web feature never imports a sibling feature: compose them in a route (ARCHITECTURE §2).',
  })),
  ...listed(SERVER_MODULES).map((module, _index, modules) => ({
    target: `./${SERVER_MODULES}/${module}`,
    from: `./${SERVER_MODULES}`,
    except: [`./${module}`, ...modules.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
    message: "Use another server module only through its index.ts (ARCHITECTURE §2).",
  })),
];

// The few Node globals plain .js/.mjs files use (TypeScript files get theirs from @types/node).
const nodeGlobals = Object.fromEntries(
  ['process', 'console', 'Buffer', 'URL', 'setTimeout', 'clearTimeout', 'fetch', 'require', 'module', '__dirname'].map(
    (name) => [name, 'readonly'],
  ),
);

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/build/',
      '**/build-*/',
      '**/dist/',
      '**/.react-router/',
      '**/coverage/',
      '**/test-results/',
      '**/playwright-report/',
      '.data/',
      '.test-results/',
      'apps/server/src/db/migrations/',
      // Written by plugins/openapi-client.test.ts (gitignored).
      'apps/server/test/openapi-client/generated/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  importX.recommended,
  importX.typescript,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: nodeGlobals },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          alias: { '~': [path.join(root, 'apps/web/app')] },
        }),
      ],
    },
    rules: {
      // TypeScript checks every import already (npm run typecheck), generated route types included, and
      // understands CommonJS interop, where these rules misread packages (pg, @fastify/*) or parse bundles.
      'import-x/no-unresolved': 'off',
      'import-x/named': 'off',
      'import-x/default': 'off',
      'import-x/namespace': 'off',
      'import-x/no-named-as-default': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // No import cycles in the apps and packages (STYLE, from bulletproof-react): a cycle makes load order decide
    // what a module sees. Only first-party code is followed (node_modules is never a link in our cycles), and
    // type-only imports are skipped, as they vanish at runtime.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // App code logs through the request logger (STYLE rule 7); the browser may report real errors.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // One clock (ADR 053): modules read the time from `app.clock` / `deps.clock.now()`, which tests and e2e runs
    // move; wall time, where another party's clock is checked, is lib/clock.ts's `wallClock`. No exceptions:
    // apps/server/test/one-clock.test.ts also refuses an eslint-disable of this rule.
    files: [`${SERVER_MODULES}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Read the marketplace's time from the clock (deps.clock.now(), app.clock): ADR 053.",
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "Read the marketplace's time from the clock (deps.clock.now(), app.clock), or performance.now() for process time: ADR 053.",
        },
      ],
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-console': ['error', { allow: ['error', 'warn'] }] },
  },
  {
    // One way to run an action in the web (ADR 054): a component runs a mutation with `useAction` or a form's
    // `submit` (useSchemaForm), which map the server's problem to a field or one alert; it has no catch of its own
    // and no `mutate(…, {onSuccess, onError})`. Hooks and API modules (.ts) may turn a failure into a value.
    files: ['apps/web/app/features/**/*.tsx', 'apps/web/app/features/**/components/**/*.ts', 'apps/web/app/routes/**/*.tsx'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TryStatement[handler]',
          message: 'Run the action with useAction or form.submit (lib/use-action.ts, ADR 054): no catch in a component.',
        },
        {
          selector: "CallExpression[callee.property.name='catch']",
          message: 'Run the action with useAction or form.submit (lib/use-action.ts, ADR 054): no .catch in a component.',
        },
        {
          selector: "CallExpression[callee.property.name='mutate']",
          message:
            'Run the mutation with useAction: `useAction(async () => { await m.mutateAsync(…); after(); })` (lib/use-action.ts, ADR 054), not m.mutate(…, {onSuccess, onError}).',
        },
      ],
    },
  },
);
