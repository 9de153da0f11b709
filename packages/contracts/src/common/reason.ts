import { text } from './fields.ts';

/** The longest reason a console action takes (a sentence or two for the next person reading the audit log). */
export const AUDIT_REASON_MAX = 500;

/** Why an admin or an employee acted, where the action asks for one (ADR 078): trimmed, 1 to AUDIT_REASON_MAX characters. */
export const AuditReason = text({ multiline: true })
  .trim()
  .min(1, { message: 'Give a reason.' })
  .max(AUDIT_REASON_MAX, { message: `Keep the reason within ${AUDIT_REASON_MAX} characters.` })
  .describe('Why: kept in the audit log (1 to 500 characters).');
