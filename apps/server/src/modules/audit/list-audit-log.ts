import type { AuditEntry, AuditLogQuery } from '@pitstop/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index.ts';
import type { AuditDeps } from './audit-deps.ts';

type Filters = Omit<AuditLogQuery, 'page' | 'perPage' | 'all'>;

/** GET /v3/admin/audit_log: newest first, filtered by subject, actor or action, one page (or all), and the total. */
export async function listAuditLog(
  deps: Pick<AuditDeps, 'db'>,
  input: Filters & { page: number; perPage: number; all: boolean },
): Promise<{ entries: AuditEntry[]; count: number }> {
  const conditions: SQL[] = [];
  if (input.subjectType) conditions.push(eq(auditLog.subjectType, input.subjectType));
  if (input.subjectId) conditions.push(eq(auditLog.subjectId, input.subjectId));
  if (input.actorId) conditions.push(eq(auditLog.actorId, input.actorId));
  if (input.action) conditions.push(eq(auditLog.action, input.action));
  const where = conditions.length ? and(...conditions) : undefined;
  const query = deps.db
    .select({ row: auditLog, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  const [rows, [total]] = await Promise.all([
    input.all ? query : query.limit(input.perPage).offset((input.page - 1) * input.perPage),
    deps.db.select({ count: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map(({ row, actorEmail }) => ({
      id: row.id,
      actorId: row.actorId,
      actorEmail,
      actorRole: row.actorRole,
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      reason: row.reason,
      detail: row.detail,
      createdAt: row.createdAt.toISOString(),
    })),
    count: total?.count ?? 0,
  };
}
