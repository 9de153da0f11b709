import { href } from 'react-router';
import { ConsoleHeading } from '~/components/layout/console-layout';
import { AdminUserSearch } from '~/features/accounts/components/admin-user-search';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'Staff' };
export const meta = handleMeta;

/** /staff (docs/product/operations.md): find a customer. */
export default function StaffHome() {
  return (
    <>
      <ConsoleHeading title="Find a customer" lead="See their requests, bookings and messages, and write to them from the support thread." />
      <AdminUserSearch label="Find a customer" userHref={(userId) => href('/staff/customers/:userId', { userId })} />
    </>
  );
}
