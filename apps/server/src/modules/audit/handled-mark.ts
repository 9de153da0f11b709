import { eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type betaContacts, type shopApplications, type shopContactRequests, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { type AuditRecord, recordAudit } from './record-audit.ts';

/**
 * The consoles' "handled" mark (docs/product/operations.md): a row someone sent us — a coverage request, a suggested
 * shop, a shop's application — marked handled by an operator (`handled_at`, `handled_by`, schema `handled` columns),
 * each change audited in its transaction. One way for every such table.
 */
export type HandledTable = typeof betaContacts | typeof shopContactRequests | typeof shopApplications;

/** The list filter: `'true'` only handled rows, `'false'` only those still to handle, none both. */
export const handledFilter = (table: HandledTable, handled: 'true' | 'false' | undefined): SQL | undefined =>
  handled === undefined ? undefined : handled === 'true' ? isNotNull(table.handledAt) : isNull(table.handledAt);

/** The mark as the console reads it (the handler's email as it is now; null once the account is gone). */
export const handledFields = (row: { handledAt: Date | null }, handledByEmail: string | null) => ({
  handledAt: row.handledAt?.toISOString() ?? null,
  handledByEmail: row.handledAt ? handledByEmail : null,
});

/** One row with the email of who handled it, or undefined (an unknown or malformed id). */
export async function readHandled<T extends HandledTable>(db: Db | Tx, table: T, id: string) {
  if (!isUuid(id)) return undefined;
  const [found] = await db
    .select({ row: table, handledByEmail: users.email })
    .from(table as HandledTable)
    .leftJoin(users, eq(users.id, table.handledBy))
    .where(eq(table.id, id));
  return found as { row: T['$inferSelect']; handledByEmail: string | null } | undefined;
}

export interface HandledMark {
  actor: Pick<AuditRecord, 'actorId' | 'actorRole'>;
  id: string;
  handled: boolean;
  /** What was done: the audit entry's reason. */
  note?: string | null;
}

/**
 * Marks the row handled by the actor at `at` (or not handled), with its audit entry `<subjectType>.handled` /
 * `.unhandled`, inside the caller's transaction; marking it as it already is changes nothing and records nothing.
 * An unknown or malformed id is 404 with `notFound`.
 */
export async function markHandled(
  tx: Tx,
  table: HandledTable,
  { actor, id, handled, note, at, subjectType, notFound }: HandledMark & { at: Date; subjectType: string; notFound: string },
): Promise<void> {
  const [row] = isUuid(id) ? await tx.select({ handledAt: table.handledAt }).from(table as HandledTable).where(eq(table.id, id)).for('update') : [];
  if (!row) throw new AppError('not_found', notFound);
  if ((row.handledAt !== null) === handled) return;
  await tx
    .update(table as HandledTable)
    .set(handled ? { handledAt: at, handledBy: actor.actorId } : { handledAt: null, handledBy: null })
    .where(eq(table.id, id));
  await recordAudit(tx, { ...actor, at, action: `${subjectType}.${handled ? 'handled' : 'unhandled'}`, subjectType, subjectId: id, reason: note ?? null });
}
