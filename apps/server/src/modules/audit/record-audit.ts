import type { AuditActorRole } from '@pitstop/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export interface AuditRecord {
  actorId: string;
  actorRole: AuditActorRole;
  /** `<subject>.<verb>`: `user.disable` (AUDIT_ACTION_PATTERN). */
  action: string;
  subjectType: string;
  subjectId: string;
  reason?: string | null;
  detail?: Record<string, unknown>;
  /** The marketplace clock's now (`deps.clock.now()`, ADR 053). */
  at: Date;
}

/**
 * Writes one audit entry. Call it INSIDE the transaction of the change it records, so that the entry and the change
 * commit together or not at all: `await recordAudit(tx, { ...auditActor(user), action: 'user.disable', … })`.
 */
export async function recordAudit(tx: Tx | Db, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    actorRole: record.actorRole,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: record.subjectId,
    reason: record.reason ?? null,
    detail: record.detail ?? {},
    createdAt: record.at,
  });
}

/** The actor of a console route's caller: an admin acts as admin (also when an employee), anyone else as employee. */
export const auditActor = (user: Pick<AuthUser, 'id' | 'admin'>): Pick<AuditRecord, 'actorId' | 'actorRole'> => ({
  actorId: user.id,
  actorRole: user.admin ? 'admin' : 'employee',
});
