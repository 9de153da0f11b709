import { href, useSearchParams } from 'react-router';
import { AuthPage } from '~/features/accounts/components/auth-page';
import { FacebookSignIn } from '~/features/accounts/components/facebook-sign-in';
import { SignUpForm } from '~/features/accounts/components/sign-up-form';
import { signUpContextFrom } from '~/features/accounts/sign-up-flow';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { useCurrentUser } from '~/lib/store';

/**
 * /service-request/account/sign-up, "Create your free account" (docs/product/accounts.md): the sign-up form of /sign-up and
 * its rules. A guest's account is created (POST /v3/users) as on the named sign-up routes; a signed-in partial
 * account is completed instead (docs/product/accounts.md, ADR 029). Once there is a full account the onramp's guard moves on
 * (to "Confirm your account"); signing in instead comes back here and moves on the same way.
 */
export const handle: RouteHandle = { public: true, title: 'Create your free account', stepBar: 'onramp', step: 'sign-up' };

export const meta = handleMeta;

export default function ServiceRequestSignUp() {
  const [search] = useSearchParams();
  const user = useCurrentUser();
  const partial = user?.status === 'partial' ? user : null;
  const here = href('/service-request/account/sign-up');
  return (
    <AuthPage
      title="Create your free account"
      subtitle={partial ? 'Finish your account: shops send your estimates there.' : 'Shops send your estimates to your free account.'}
    >
      {!partial && <FacebookSignIn redirectTo={here} />}
      <SignUpForm key={partial?.id ?? 'guest'} context={signUpContextFrom(search)} redirectTo={here} partialAccount={partial} />
    </AuthPage>
  );
}
