import { useEffect, useRef } from 'react';
import { href, useNavigate, useSearchParams } from 'react-router';
import { AuthPage } from '~/features/accounts/components/auth-page';
import { ConfirmAccountForm } from '~/features/accounts/components/confirm-account-form';
import { pushAlert } from '~/lib/alerts';
import { handleMeta } from '~/lib/page-meta';
import { redirectTargetOf } from '~/lib/route-guard';
import type { RouteHandle } from '~/lib/route-handle';
import { useCurrentUser } from '~/lib/store';

/**
 * /activate-account, "Confirm your account" (docs/product/accounts.md): for a signed-in user (the code is
 * checked against the session); a confirmed user goes on to /dashboard, or where they were headed.
 */
export const handle: RouteHandle = { title: 'Confirm your account' };

export const meta = handleMeta;

export default function ActivateAccount() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const destination = redirectTargetOf(`?${search.toString()}`) ?? href('/dashboard');
  const confirmed = user?.confirmed ?? false;
  const confirmedOnArrival = useRef(confirmed);

  useEffect(() => {
    if (!confirmed) return;
    if (!confirmedOnArrival.current) {
      pushAlert({ type: 'success', message: 'Your email address is confirmed. Welcome aboard!', timedDismiss: true });
    }
    void navigate(destination, { replace: true });
  }, [confirmed, destination, navigate]);

  if (!user || confirmed) return null;
  return (
    <AuthPage title="Confirm your account" subtitle="One last step to keep your account safe.">
      <ConfirmAccountForm email={user.email} />
    </AuthPage>
  );
}
