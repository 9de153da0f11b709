import type { Db } from '../../db/client.ts';

/** What the audit log's reads get, built once by the module (its writes run in their callers' transactions). */
export interface AuditDeps {
  db: Db;
}
