/** The audit log (ADR 078). Others use: `recordAudit` inside their write's transaction, `auditActor` for its actor. */
export { auditModule } from './audit.module.ts';
export { type AuditRecord, auditActor, recordAudit } from './record-audit.ts';
