import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any($1::type[])`: a list of values read from other rows (ids of a page, of its offers) as one array
 * parameter. drizzle's `inArray` sends one parameter a value and types each as it builds the statement: for the
 * shop inbox's hundred requests and their offers that building was a tenth of a call's CPU (ADR 086), and every
 * length of list was a statement text of its own. An empty list matches nothing, as `inArray`'s does.
 * `inArray` stays for a fixed set of constants (a few states, the demo data's slugs) and for a subquery.
 * Dates go as ISO strings (`toISOString()`), as the prepared booking reads send theirs.
 */
export function anyOf(column: PgColumn, values: readonly unknown[]): SQL {
  return sql`${column} = any(${sql.param([...values])}::${sql.raw(column.getSQLType())}[])`;
}
