import { ROUTE_TABLES } from '../src/api-routes.ts';

/** The variable a table's endpoints are exported as: `accounts` → `accountsEndpoints`, `test-support` → `testSupportEndpoints`. */
const exportName = (table: string) => `${table.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase())}Endpoints`;
const routesName = (table: string) => exportName(table).replace(/Endpoints$/, 'Routes');
/** The contracts file a table lives in (its module's domain word). */
const fileOf = (table: string) => `./${table}.ts`;

/**
 * The text of src/endpoints.ts: each route table's addresses (namespace, method, path) without its schemas,
 * typed as the whole route. A browser calls the API with these and never loads zod for a call that does not
 * validate anything itself; the types still come from the route tables (type-only imports, erased).
 */
export function endpointsSource(): string {
  const tables = Object.entries(ROUTE_TABLES);
  const lines = [
    '// Generated from the route tables (api-routes.ts) by `npm run generate:endpoints -w packages/contracts`.',
    '// Do not edit: endpoints.test.ts fails when this file and the tables disagree.',
    "import type { Endpoints } from './common/routes.ts';",
    ...tables.map(([table]) => `import type { ${routesName(table)} } from '${fileOf(table)}';`),
  ];
  for (const [table, routes] of tables) {
    lines.push('', `export const ${exportName(table)}: Endpoints<typeof ${routesName(table)}> = {`);
    for (const [name, route] of Object.entries(routes)) {
      lines.push(`  ${name}: { namespace: '${route.namespace}', method: '${route.method}', path: '${route.path}' },`);
    }
    lines.push('};');
  }
  return `${lines.join('\n')}\n`;
}
