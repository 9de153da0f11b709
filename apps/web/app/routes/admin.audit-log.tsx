import { ConsoleHeading } from '~/components/layout/console-layout';
import { AuditLogTable } from '~/features/audit/components/audit-log-table';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'Audit log · Admin' };
export const meta = handleMeta;

/** /admin/audit-log (docs/product/operations.md, ADR 078): who did what to which record in the consoles. */
export default function AdminAuditLogPage() {
  return (
    <>
      <ConsoleHeading title="Audit log" lead="Every action taken in the admin and staff consoles: who, what, to which record, and why." />
      <AuditLogTable />
    </>
  );
}
