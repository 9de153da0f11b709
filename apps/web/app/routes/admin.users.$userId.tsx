import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { Link, href, useParams } from 'react-router';
import { useAdminUser } from '~/features/accounts/api/get-admin-user';
import { AdminUserActions } from '~/features/accounts/components/admin-user-actions';
import { AdminUserSummary } from '~/features/accounts/components/admin-user-summary';
import { RecordHistory } from '~/features/audit/components/record-history';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useCurrentUser } from '~/lib/store';

export const handle: RouteHandle = { title: 'User · Admin' };
export const meta = handleMeta;

/** /admin/users/:userId (docs/product/operations.md): one account, the admin's actions on it, and what was done to it. */
export default function AdminUserPage() {
  const { userId = '' } = useParams();
  const me = useCurrentUser();
  const user = useAdminUser(userId);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={href('/admin/users')} size="sm">
        ← All users
      </Anchor>
      {user.isPending && <Loader aria-label="Loading the account" />}
      {user.isError && (
        <Alert color="red" variant="light" role="alert">
          {user.error.message}
        </Alert>
      )}
      {user.data && (
        <>
          <AdminUserSummary user={user.data} />
          <AdminUserActions user={user.data} self={user.data.id === me?.id} />
          <RecordHistory subjectType="user" subjectId={user.data.id} />
        </>
      )}
    </Stack>
  );
}
