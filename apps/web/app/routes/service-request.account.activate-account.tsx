import { AuthPage } from '~/features/accounts/components/auth-page';
import { ConfirmAccountForm } from '~/features/accounts/components/confirm-account-form';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useCurrentUser } from '~/lib/store';

/**
 * /service-request/account/activate-account, "Confirm your account" (docs/product/accounts.md): the emailed code, as on
 * /activate-account. Once the account is confirmed the onramp's guard moves on to the contact step; a guest
 * is sent to the sign-up step first.
 */
export const handle: RouteHandle = { public: true, title: 'Confirm your account', stepBar: 'onramp', step: 'activate-account' };

export const meta = handleMeta;

export default function ServiceRequestActivateAccount() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <AuthPage title="Confirm your account" subtitle="One last step before shops send your estimates.">
      <ConfirmAccountForm email={user.email} />
    </AuthPage>
  );
}
