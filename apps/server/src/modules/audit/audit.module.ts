import { auditRoutes as routes } from '@pitstop/contracts';
import { defineModule } from '../../lib/module.ts';
import { mount } from '../../lib/mount.ts';
import { jsonApiList } from '../../plugins/jsonapi.ts';
import type { AuditDeps } from './audit-deps.ts';
import { listAuditLog } from './list-audit-log.ts';

/** The audit log (contracts `auditRoutes`, ADR 078): the admins' read; the writes are `recordAudit` in other modules' transactions. */
export const auditModule = defineModule(
  'audit', // = folder = ROUTE_TABLES key = tag
  async (app, { database }) => {
    const deps: AuditDeps = { db: database.db };

    mount(app, routes.listAuditLog, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { entries, count } = await listAuditLog(deps, request.query);
      return jsonApiList('audit_log_entries', entries, count);
    });
  },
  ['auth'],
);
