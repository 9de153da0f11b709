import { href } from 'react-router';
import { ConsoleHeading } from '~/components/layout/console-layout';
import { AdminRequestSearch } from '~/features/service-requests/components/admin-request-search';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'Requests & bookings · Admin' };
export const meta = handleMeta;

/** /admin/requests (docs/product/operations.md): find a service request. */
export default function AdminRequestsPage() {
  return (
    <>
      <ConsoleHeading title="Requests & bookings" lead="Find a request to see its offers, its booking and its payments, and to refund or void them." />
      <AdminRequestSearch requestHref={(requestId) => href('/admin/requests/:requestId', { requestId })} />
    </>
  );
}
