import { href } from 'react-router';
import { ConsoleHeading } from '~/components/layout/console-layout';
import { AdminUserSearch } from '~/features/accounts/components/admin-user-search';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'Users · Admin' };
export const meta = handleMeta;

/** /admin/users (docs/product/operations.md): find an account. */
export default function AdminUsersPage() {
  return (
    <>
      <ConsoleHeading title="Users" lead="Find an account to see it, disable or enable it, or resend its confirmation code." />
      <AdminUserSearch userHref={(userId) => href('/admin/users/:userId', { userId })} />
    </>
  );
}
