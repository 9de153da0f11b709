import { z } from 'zod';
import { snakeKeys } from './accounts.ts';
import { MAX_INPUT_LENGTH } from './common/field-rules.ts';
import { text } from './common/fields.ts';
import { jsonApiListDocument } from './common/jsonapi.ts';
import { PageQuery } from './common/pagination.ts';
import { defineRoutes } from './common/routes.ts';

/**
 * The audit log (module `audit`, ADR 078; docs/product/operations.md): every action an admin or an employee takes in
 * the operations consoles, written in the transaction of the change it records — who (the actor and the role they
 * acted in), what (`action`, `<subject>.<verb>` such as `user.disable`), to which record (`subjectType`,
 * `subjectId`), why (`reason`, when the action asks for one) and the change's figures (`detail`). Read in /admin.
 */

/** The role an action was taken in: an admin, or an employee (the staff console). */
export const AuditActorRole = z.enum(['admin', 'employee']);
export type AuditActorRole = z.infer<typeof AuditActorRole>;

/** `user.disable`, `shop_application.approve`, `message.support_reply`: lower-case words, a dot between subject and verb. */
export const AUDIT_ACTION_PATTERN = /^[a-z][a-z_]*(\.[a-z][a-z_]*)+$/;
/** `user`, `shop_application`, `booking`: the kind of record acted on. */
export const AUDIT_SUBJECT_PATTERN = /^[a-z][a-z_]*$/;
export { AUDIT_REASON_MAX, AuditReason } from './common/reason.ts';

export const AuditEntry = z.object({
  id: z.string(),
  /** The account that acted; null once that account is deleted. */
  actorId: z.string().nullable(),
  /** The actor's email as it is now (null once deleted). */
  actorEmail: z.string().nullable(),
  actorRole: AuditActorRole,
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  reason: z.string().nullable(),
  /** What changed, as the action records it (e.g. `{ "from": "active", "to": "disabled" }`). */
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Newest first; `meta.count` is the total across pages. */
export const AuditEntryListDocument = jsonApiListDocument('audit_log_entries', snakeKeys(AuditEntry.omit({ id: true })));

/** GET /v3/admin/audit_log?subject_type=&subject_id=&actor_id=&action=&page=&per_page= */
export const AuditLogQuery = PageQuery.extend({
  /** Only entries about this kind of record (`user`); with `subjectId`, about one record. */
  subjectType: text().regex(AUDIT_SUBJECT_PATTERN, { message: 'Not a subject type.' }).max(64).optional().describe('Only entries about this kind of record (user).'),
  subjectId: text().min(1).max(MAX_INPUT_LENGTH).optional().describe('Only entries about this record (its id).'),
  /** Only what this account did. */
  actorId: z.uuid().optional().describe('Only what this account did.'),
  /** Only this action (`user.disable`). */
  action: text().regex(AUDIT_ACTION_PATTERN, { message: 'Not an action.' }).max(64).optional().describe('Only this action (user.disable).'),
});
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

export const auditRoutes = defineRoutes('audit', {
  listAuditLog: {
    namespace: 'main',
    method: 'GET',
    path: '/v3/admin/audit_log',
    summary: 'The audit log: who did what to which record in the operations consoles, newest first, a page at a time',
    description: 'Admins only. Filter by subject (type, id), actor or action.',
    auth: 'admin',
    query: AuditLogQuery,
    reply: AuditEntryListDocument,
  },
});
