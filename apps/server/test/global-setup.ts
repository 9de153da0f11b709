import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase } from '../src/db/client.ts';

/**
 * Migrates once per run, then every test file starts from a copy: a PGlite data-dir snapshot, or
 * (with TEST_DATABASE_URL) a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `pitstop_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ kind: 'postgres', url: templateUrl.toString(), max: 1 });
    await database.migrate();
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      // Test files drop their own copies; the template goes last.
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const client = await createPglite();
  const database = await openDatabase({ kind: 'pglite', instance: client });
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = path.join(os.tmpdir(), `pitstop-test-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return undefined;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}
