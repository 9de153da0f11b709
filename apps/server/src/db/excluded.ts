import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The `set` of an upsert that takes every column from the row being inserted (`excluded.*`), except the keys
 * named (typically the id, the conflict key and createdAt); `updatedAt` becomes now().
 */
export function excludedSet<T extends PgTable>(table: T, except: Array<keyof T['_']['columns']>): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (except.includes(key as keyof T['_']['columns'])) continue;
    set[key] = key === 'updatedAt' ? sql`now()` : sql.raw(`excluded."${column.name}"`);
  }
  return set;
}
