import { Outlet } from 'react-router';
import { ConsoleLayout } from '~/components/layout/console-layout';
import { ADMIN_SECTIONS } from '~/components/layout/console-sections';
import type { RouteHandle } from '~/lib/route-handle';
import type { StoredUser } from '~/lib/store';

/** /admin (docs/product/operations.md, ADR 078): the admin console's frame, for admins. */
export const handle: RouteHandle = { title: 'Admin' };

const isAdmin = (user: StoredUser) => user.admin;

export default function AdminConsole() {
  return (
    <ConsoleLayout title="Admin" sections={ADMIN_SECTIONS} allows={isAdmin}>
      <Outlet />
    </ConsoleLayout>
  );
}
