import { Anchor, Stack } from '@mantine/core';
import { Link, href, useParams } from 'react-router';
import { ConsoleHeading } from '~/components/layout/console-layout';
import { AdminPaymentActions } from '~/features/payments/components/admin-payment-actions';
import { AdminRequestDetail } from '~/features/service-requests/components/admin-request-detail';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'Request · Admin' };
export const meta = handleMeta;

/** /admin/requests/:requestId (docs/product/operations.md): one request, its bookings and payments, with refund and void. */
export default function AdminRequestPage() {
  const { requestId = '' } = useParams();
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={href('/admin/requests')} size="sm" mb="sm">
        ← All requests
      </Anchor>
      <ConsoleHeading title="Service request" lead={requestId} />
      <AdminRequestDetail id={requestId} paymentActions={(payment) => <AdminPaymentActions payment={payment} />} />
    </Stack>
  );
}
