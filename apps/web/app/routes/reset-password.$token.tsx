import { Alert, Button, Stack } from '@mantine/core';
import { accountMessages } from '@pitstop/contracts';
import { useEffect } from 'react';
import { href, useNavigate, useParams } from 'react-router';
import { PageLoader } from '~/components/layout/page-loader';
import { useResetTokenCheck } from '~/features/accounts/api/check-reset-token';
import { useResetPassword } from '~/features/accounts/api/reset-password';
import { AuthPage } from '~/features/accounts/components/auth-page';
import { NewPasswordForm } from '~/features/accounts/components/new-password-form';
import { pushAlert } from '~/lib/alerts';
import { acceptSession } from '~/lib/current-user';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * /reset-password/{token} (docs/product/accounts.md, docs/product/errors-and-validation.md): the token is checked first; an
 * invalid or expired one sends the user to /sign-in with an alert. A new password signs the user in.
 */
export const handle: RouteHandle = { public: true, title: 'Choose a new password' };

export const meta = handleMeta;

export default function ResetPassword() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const check = useResetTokenCheck(token);
  const reset = useResetPassword();
  const invalid = check.data === false;

  useEffect(() => {
    if (!invalid) return;
    pushAlert({ type: 'danger', message: accountMessages.resetTokenInvalid });
    void navigate(href('/sign-in'), { replace: true });
  }, [invalid, navigate]);

  if (check.isError) {
    return (
      <AuthPage title="Choose a new password">
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {check.error.message}
          </Alert>
          <Button variant="default" onClick={() => void check.refetch()}>
            Try again
          </Button>
        </Stack>
      </AuthPage>
    );
  }
  if (check.data !== true) return <PageLoader />;
  return (
    <AuthPage title="Choose a new password" subtitle="Saving it signs you in.">
      <NewPasswordForm
        save={(password) => reset.mutateAsync({ passwordResetToken: token, password })}
        onSaved={(reply) => {
          acceptSession(reply);
          pushAlert({ type: 'success', message: 'Your password has been changed. You are signed in.', timedDismiss: true });
          void navigate(href('/dashboard'), { replace: true });
        }}
      />
    </AuthPage>
  );
}
