import { ConsoleHeading } from '~/components/layout/console-layout';
import { AdminCoverageLists } from '~/features/locations/components/admin-coverage-lists';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'Coverage · Admin' };
export const meta = handleMeta;

/** /admin/coverage (docs/product/operations.md): the coverage requests and shop suggestions, marked handled. */
export default function AdminCoveragePage() {
  return (
    <>
      <ConsoleHeading title="Coverage" lead="People waiting for shops near them, and the shops people suggested. Mark each one handled once it is." />
      <AdminCoverageLists />
    </>
  );
}
