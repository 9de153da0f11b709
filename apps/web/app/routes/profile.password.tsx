import { Paper } from '@mantine/core';
import { ProfilePasswordForm } from '~/features/accounts/components/profile-password-form';
import { pushAlert } from '~/lib/alerts';
import { acceptSession } from '~/lib/current-user';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useCurrentUser } from '~/lib/store';

export const handle: RouteHandle = { title: 'Password' };

export const meta = handleMeta;

export default function ProfilePassword() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={560}>
      <ProfilePasswordForm
        hasPassword={user.hasPassword}
        onChanged={(reply) => {
          acceptSession(reply);
          pushAlert({ type: 'success', message: 'Your password has been changed.', timedDismiss: true });
        }}
      />
    </Paper>
  );
}
