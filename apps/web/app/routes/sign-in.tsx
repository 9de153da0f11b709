import { Anchor, Text } from '@mantine/core';
import { Link, href, useLocation, useSearchParams } from 'react-router';
import { AuthPage } from '~/features/accounts/components/auth-page';
import { FacebookSignIn } from '~/features/accounts/components/facebook-sign-in';
import { ForgotPasswordForm } from '~/features/accounts/components/forgot-password-form';
import { SignInForm } from '~/features/accounts/components/sign-in-form';
import { pageMeta } from '~/lib/page-meta';
import { withQuery } from '~/lib/paths';
import { REDIRECT_PARAM, redirectTargetOf } from '~/lib/route-guard';
import type { RouteHandle } from '~/lib/route-handle';
import { useBrandName } from '~/lib/runtime-config';
import type { Route } from './+types/sign-in';

/** /sign-in and /forgot-password: one screen (docs/product/accounts.md); signed-in users go on to /dashboard. */
export const handle: RouteHandle = { public: true, guestOnly: true };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, { title: location.pathname === href('/forgot-password') ? 'Reset your password' : 'Sign in' });

export default function SignInScreen() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const brand = useBrandName();
  const redirectTo = redirectTargetOf(`?${search.toString()}`);
  const email = search.get('email') ?? '';
  // The destination after signing in travels with every link between the account pages.
  const withParams = (path: string, extra: Record<string, string> = {}) => withQuery(path, { ...extra, [REDIRECT_PARAM]: redirectTo });
  const signUpLink = withParams(href('/sign-up'));

  if (pathname === href('/forgot-password')) {
    return (
      <AuthPage
        title="Reset your password"
        footer={
          <Text ta="center" size="sm">
            Remembered it?{' '}
            <Anchor component={Link} to={withParams(href('/sign-in'), { email })} replace underline="always">
              Back to sign in
            </Anchor>
          </Text>
        }
      >
        <ForgotPasswordForm key={email} initialEmail={email} />
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Sign in"
      subtitle={`Welcome back to ${brand}.`}
      footer={
        <Text ta="center" size="sm">
          New to {brand}?{' '}
          <Anchor component={Link} to={signUpLink} underline="always">
            Create your free account
          </Anchor>
        </Text>
      }
    >
      <FacebookSignIn redirectTo={redirectTo} />
      <SignInForm
        initialEmail={email}
        forgotPasswordLink={(typed) => withParams(href('/forgot-password'), { email: typed })}
      />
    </AuthPage>
  );
}
