import type { ProfileUpdateRequest, RuntimeConfig, UserProfile } from '@pitstop/contracts';
import { setAuthToken } from '~/lib/auth-token';
import { type SessionReply, acceptSession, fetchProfile, setCurrentUser, welcomeBack } from '~/lib/current-user';
import { href } from 'react-router';
import { withQuery } from '~/lib/paths';
import { REDIRECT_PARAM } from '~/lib/route-guard';
import { configuredDashboard } from '~/lib/runtime-config';
import { useAppStore } from '~/lib/store';

/** The confirmation page, keeping the destination the user was headed to before signing up. */
export const activateAccountPath = (redirectTo: string | null): string =>
  withQuery(href('/activate-account'), { [REDIRECT_PARAM]: redirectTo });

/**
 * After POST /users (docs/product/accounts.md): keep the token, fetch the profile, then sign the browser
 * in — the guards take a new, unconfirmed account on to "Confirm your account".
 */
export async function completeSignUp(reply: SessionReply, redirectTo: string | null): Promise<UserProfile> {
  setAuthToken(reply.meta.accessToken);
  let profile = reply.data;
  try {
    profile = await fetchProfile();
  } catch {
    // The reply's own profile will do: it is the same user.
  }
  // A new account is not welcomed back on its next visit.
  useAppStore.getState().setWelcomeShown(true);
  const destination = profile.confirmed ? (redirectTo ?? href('/dashboard')) : activateAccountPath(redirectTo);
  return acceptSession({ ...reply, data: profile }, destination);
}

/**
 * Outside the routes that create an account, sign-up completes the signed-in partial account (made
 * from an email alone): PUT /users/profile, then the profile is fetched again (ADR 029).
 */
export async function completePartialAccount(
  update: (body: ProfileUpdateRequest) => Promise<unknown>,
  body: Pick<ProfileUpdateRequest, 'firstName' | 'lastName' | 'password' | 'phoneNumber' | 'contactViaTextMessage'>,
): Promise<UserProfile> {
  await update(body);
  const profile = await fetchProfile();
  setCurrentUser(profile);
  return profile;
}

/**
 * After POST /sessions or POST /oauth_sessions: sign the browser in (the guards then leave the page for
 * `destination`, else the ?redirectTo= destination or /dashboard), welcome the user back; an admin goes on to the admin dashboard (docs/product/accounts.md)
 * when one is configured — otherwise an admin stays in the app like any member.
 */
export function completeSignIn(
  reply: SessionReply,
  config: Pick<RuntimeConfig, 'adminDashboardUrl'>,
  destination?: string,
): UserProfile {
  // A first Facebook sign-in creates the account: it is welcomed as new, not back.
  if (reply.meta.newAccount) useAppStore.getState().setWelcomeShown(true);
  const profile = acceptSession(reply, destination);
  welcomeBack(profile);
  const adminDashboard = configuredDashboard(config.adminDashboardUrl);
  if (profile.admin && profile.type !== 'employee' && adminDashboard) window.location.assign(adminDashboard);
  return profile;
}
