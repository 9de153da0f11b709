import { Outlet } from 'react-router';
import { ConsoleLayout } from '~/components/layout/console-layout';
import { STAFF_SECTIONS } from '~/components/layout/console-sections';
import type { RouteHandle } from '~/lib/route-handle';
import type { StoredUser } from '~/lib/store';

/** /staff (docs/product/operations.md, ADR 078): the staff console's frame, for employees (and admins). */

export const handle: RouteHandle = { title: 'Staff' };

const isStaff = (user: StoredUser) => user.type === 'employee' || user.admin;

export default function StaffConsole() {
  return (
    <ConsoleLayout title="Staff" sections={STAFF_SECTIONS} allows={isStaff}>
      <Outlet />
    </ConsoleLayout>
  );
}
