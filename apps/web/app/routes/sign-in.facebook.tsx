import { Anchor, Stack, Text } from '@mantine/core';
import { type RuntimeConfig, accountMessages } from '@pitstop/contracts';
import { useEffect, useRef } from 'react';
import { Link, href, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '~/components/layout/page-loader';
import { signInWithFacebook } from '~/features/accounts/api/sign-in-with-facebook';
import { AuthPage } from '~/features/accounts/components/auth-page';
import {
  type FacebookCallback,
  facebookPerson,
  readFacebookCallback,
  takePendingFacebookLogin,
} from '~/features/accounts/facebook-login';
import { completeSignIn } from '~/features/accounts/session';
import { isApiError } from '~/lib/api-client';
import { handleMeta } from '~/lib/page-meta';
import type { RouteHandle } from '~/lib/route-handle';
import { homeOf, safeRedirectTarget } from '~/lib/route-guard';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { refuse, useAction } from '~/lib/use-action';
import { ProblemAlert } from '~/components/ui/problem-alert';

/**
 * /sign-in/facebook: where Facebook Login comes back (features/accounts/facebook-login.ts). It checks the
 * state this tab kept, reads the token from the fragment, signs in with POST /v3/oauth_sessions and goes on
 * like a password sign-in; anything else is told, with the way back to the sign-in page.
 */
export const handle: RouteHandle = { public: true, guestOnly: true, title: 'Continue with Facebook' };

export const meta = handleMeta;

const FACEBOOK_CANCELLED_TEXT = 'Facebook sign-in was cancelled.';

/** Signs in with Facebook's reply; the text to show when it could not (null once signed in); throws what the server refused. */
async function signInFromCallback(reply: FacebookCallback, config: RuntimeConfig): Promise<string | null> {
  if (reply.kind === 'cancelled') return FACEBOOK_CANCELLED_TEXT;
  if (reply.kind === 'invalid') return accountMessages.oauthInvalid;
  const person = await facebookPerson(reply.accessToken);
  if (!person) return accountMessages.oauthInvalid;
  const session = await signInWithFacebook({
    service: 'facebook',
    token: reply.accessToken,
    uid: person.uid,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    expiresAt: reply.expiresIn ? Math.floor(Date.now() / 1000) + reply.expiresIn : null,
  });
  completeSignIn(session, config, safeRedirectTarget(reply.redirectTo) ?? homeOf(session.data));
  return null;
}

export default function FacebookCallbackPage() {
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useAction(
    async (reply: FacebookCallback) => {
      const refused = await signInFromCallback(reply, config);
      if (refused) refuse(refused);
    },
    { onFailure: (problem, error) => ({ ...problem, message: isApiError(error) ? error.message : accountMessages.oauthInvalid }) },
  );
  const startSignIn = signIn.run;
  const started = useRef(false);

  useEffect(() => {
    // One callback, one attempt: the state is spent on the first run.
    if (started.current) return;
    started.current = true;
    const reply = readFacebookCallback(location, takePendingFacebookLogin());
    // The token leaves the address bar and the history at once.
    void navigate(href('/sign-in/facebook'), { replace: true });
    void startSignIn(reply);
  }, [navigate, location, startSignIn]);

  if (!signIn.problem) return <PageLoader />;
  return (
    <AuthPage
      title="Continue with Facebook"
      footer={
        <Text ta="center" size="sm">
          <Anchor component={Link} to={href('/sign-in')} underline="always">
            Back to sign in
          </Anchor>
        </Text>
      }
    >
      <Stack>
        <ProblemAlert problem={signIn.problem} />
      </Stack>
    </AuthPage>
  );
}
