/**
 * The audit log (ADR 078). Others use: `recordAudit` inside their write's transaction, `auditActor` for its actor, and
 * the consoles' handled mark (`markHandled`, `handledFilter`, `handledFields`, `readHandled`).
 */
export { auditModule } from './audit.module.ts';
export { type AuditRecord, auditActor, recordAudit } from './record-audit.ts';
export { type HandledMark, handledFields, handledFilter, markHandled, readHandled } from './handled-mark.ts';
