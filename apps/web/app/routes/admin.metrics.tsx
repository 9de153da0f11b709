import { ConsoleHeading } from '~/components/layout/console-layout';
import { AdminMetrics } from '~/features/service-requests/components/admin-metrics';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'Metrics · Admin' };
export const meta = handleMeta;

/** /admin/metrics (docs/product/operations.md): requests, offers, bookings, conversion and revenue by day, with a chart. */
export default function AdminMetricsPage() {
  return (
    <>
      <ConsoleHeading title="Metrics" lead="The marketplace by UTC day: requests, offers, bookings and what was charged." />
      <AdminMetrics />
    </>
  );
}
