import { Anchor, Text } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AuthPage } from '~/features/accounts/components/auth-page';
import { ForgotPasswordForm } from '~/features/accounts/components/forgot-password-form';
import { SignInForm } from '~/features/accounts/components/sign-in-form';
import { pageMeta } from '~/lib/page-meta';
import { REDIRECT_PARAM, redirectTargetOf } from '~/lib/route-guard';
import type { RouteHandle } from '~/lib/route-handle';
import { useBrandName } from '~/lib/runtime-config';
import type { Route } from './+types/sign-in';

const FORGOT_PASSWORD_PATH = '/forgot-password';

/** /sign-in and /forgot-password: one screen (spec 000 §2 "Accounts"); signed-in users go on to /dashboard. */
export const handle: RouteHandle = { public: true, guestOnly: true };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, { title: location.pathname === FORGOT_PASSWORD_PATH ? 'Reset your password' : 'Sign in' });

export default function SignInScreen() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const brand = useBrandName();
  const redirectTo = redirectTargetOf(`?${search.toString()}`);
  const email = search.get('email') ?? '';
  const withParams = (path: string, extra: Record<string, string> = {}) => {
    const params = new URLSearchParams(extra);
    if (redirectTo) params.set(REDIRECT_PARAM, redirectTo);
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  const signUpLink = withParams('/sign-up');

  if (pathname === FORGOT_PASSWORD_PATH) {
    return (
      <AuthPage
        title="Reset your password"
        footer={
          <Text ta="center" size="sm">
            Remembered it?{' '}
            <Anchor component={Link} to={withParams('/sign-in', email ? { email } : {})} replace underline="always">
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
      <SignInForm
        initialEmail={email}
        forgotPasswordLink={(typed) => withParams(FORGOT_PASSWORD_PATH, typed ? { email: typed } : {})}
      />
    </AuthPage>
  );
}
